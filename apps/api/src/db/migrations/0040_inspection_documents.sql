-- Documents of inspections (7: the photos of defects) and of work orders (8: the shop's invoice), packages/contract/src/documents.ts ENTITY_TYPE.
ALTER TABLE "documents" DROP CONSTRAINT "documents_entity_type_check";--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_entity_type_check" CHECK ("documents"."entity_type_id" BETWEEN 1 AND 8);
