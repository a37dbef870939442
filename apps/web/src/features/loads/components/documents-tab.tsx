import { DOCUMENT_TYPE, ENTITY_TYPE, LOAD_DOCUMENT_TYPES } from '@fletx/contract/documents';
import { UploadDocumentCard } from '../../../components/documents/documents-card';

/** Upload a load document (bill of lading, proof of delivery, rate confirmation) and list them. */
export function DocumentsTab({ loadId }: { loadId: number }) {
  return (
    <UploadDocumentCard
      title="Documents"
      target={{ entityTypeId: ENTITY_TYPE.load, entityId: loadId, documentType: DOCUMENT_TYPE.billOfLading }}
      documentTypes={LOAD_DOCUMENT_TYPES}
    />
  );
}
