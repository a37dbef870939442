-- Access tokens carry the version of the account they were issued under; bumping it ends every session (docs/decisions/0018).
ALTER TABLE "users" ADD COLUMN "token_version" integer DEFAULT 0 NOT NULL;
