import type { TrailerBody, TrailerRecord } from '@fletx/contract/trailers';
import { isoString } from '../../lib/iso-time';
import type { NewTrailerRow, TrailerJoinedRow } from './trailers.repository';

/** The one place where trailer wire names (docs/product.md "Trailer form") meet the clean schema. */
export function toRecord({ trailer: t, sizeName, typeName }: TrailerJoinedRow): TrailerRecord {
  return {
    id: t.id,
    vin: t.vin,
    size_id: t.sizeId,
    size_name: sizeName,
    size_other: t.sizeOther,
    year: t.year,
    licenseplate_expiration: t.plateExpiration,
    trailer_number: t.trailerNumber,
    type_id: t.typeId,
    type_name: typeName,
    licenseplate_number: t.plateNumber,
    licenseplate_truck_number: t.truckPlateNumber,
    vehicle_id: t.vehicleId,
    annual_inspection_date: t.annualInspectionDate,
    is_deleted: t.isDeleted,
    status: t.isDeleted ? 'Inactive' : 'Active',
    created_at: isoString(t.createdAt),
    updated_at: isoString(t.updatedAt),
  };
}

export function fromBody(body: TrailerBody, vehicleId: number): NewTrailerRow {
  return {
    vin: body.vin,
    sizeId: body.size_id,
    sizeOther: body.size_other,
    year: body.year,
    plateExpiration: body.licenseplate_expiration,
    trailerNumber: body.trailer_number,
    typeId: body.type_id,
    plateNumber: body.licenseplate_number,
    truckPlateNumber: body.licenseplate_truck_number,
    vehicleId,
    annualInspectionDate: body.annual_inspection_date,
  };
}
