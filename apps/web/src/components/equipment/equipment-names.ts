import type { AuditEntityType } from '@fletx/contract/audit';
import type { ComplianceEntityType } from '@fletx/contract/compliance';
import { ENTITY_TYPE } from '@fletx/contract/documents';
import { paths } from '../../config/paths';

/** One kind of equipment: how its screens name it ('truck' / 'trucks'), its documents and its pages. */
export type EquipmentKind = {
  singular: string;
  plural: string;
  /** Where its pictures are stored (ENTITY_TYPE). */
  entityTypeId: number;
  /** Its type in the compliance badges (GET /api/compliance/badges) and in the record history. */
  recordType: ComplianceEntityType & AuditEntityType;
  listHref: string;
  viewHref: (id: number) => string;
  /** The form: a new one without an id, the edit form with one. */
  formHref: (id?: number) => string;
};

export const EQUIPMENT = {
  truck: {
    singular: 'truck',
    plural: 'trucks',
    entityTypeId: ENTITY_TYPE.truck,
    recordType: 'truck',
    listHref: paths.app.trucks.getHref(),
    viewHref: paths.app.truckInformation.getHref,
    formHref: paths.app.addTruck.getHref,
  },
  trailer: {
    singular: 'trailer',
    plural: 'trailers',
    entityTypeId: ENTITY_TYPE.trailer,
    recordType: 'trailer',
    listHref: paths.app.trailers.getHref(),
    viewHref: paths.app.trailerInformation.getHref,
    formHref: paths.app.addTrailer.getHref,
  },
} as const satisfies Record<string, EquipmentKind>;

export const capitalize = (word: string) => `${word.charAt(0).toUpperCase()}${word.slice(1)}`;
