import type { TruckBody, TruckDetailResponse, TruckListRow, TruckRecord } from '@fletx/contract/trucks';
import { isoString } from '../../lib/iso-time';
import type { TruckJoinedRow } from '../read-model/trucks.queries';
import type { NewVehicleRow, SpecValues } from './trucks.repository';

/** The one place where truck wire names (docs/product.md "Truck form") meet the clean schema. */

const name = (first: string | null, last: string | null) =>
  first === null ? null : `${first} ${last ?? ''}`.trim();

export function toListRow(row: TruckJoinedRow): TruckListRow {
  const v = row.vehicle;
  return {
    id: v.id,
    licenseplate_number: v.plateNumber,
    licenseplate_expiration: v.plateExpiration,
    owner_id: v.ownerId,
    owner_name: name(row.ownerFirstName, row.ownerLastName),
    user_id: v.driverId,
    user_name: name(row.driverFirstName, row.driverLastName) ?? '',
    dispatcher_name: name(row.dispatcherFirstName, row.dispatcherLastName),
    make_id: v.makeId,
    make_name: row.makeName,
    model_id: v.modelId,
    model_name: row.modelName,
    year: v.year,
    vin_number: v.vinNumber,
    unit_number: v.unitNumber,
    is_deleted: v.isDeleted,
    status: v.isDeleted ? 'Inactive' : 'Active',
  };
}

export function toRecord(row: TruckJoinedRow): TruckRecord {
  const v = row.vehicle;
  return {
    ...toListRow(row),
    IFTA_number: v.iftaNumber,
    IFTA_expiration: v.iftaExpiration,
    gps_company: v.gpsCompany,
    odometers: v.odometerMiles,
    brand: row.engineBrand,
    serialNumber: row.engineSerialNumber,
    engineRepaired: row.engineRepaired,
    fuelType: row.fuelTypeId,
    fuel_name: row.fuelName,
    brandGearbox: row.gearboxBrand,
    serialNumberGearbox: row.gearboxSerialNumber,
    type: row.clutchType,
    permitKentucky: v.permitKentucky,
    permitKyExpiration: v.permitKentuckyExpiration,
    permitNewjersey: v.permitNewJersey,
    permitNjExpiration: v.permitNewJerseyExpiration,
    permitNewyork: v.permitNewYork,
    permitNyExpiration: v.permitNewYorkExpiration,
    permitNuevoMexico: v.permitNewMexico,
    permitNmExpiration: v.permitNewMexicoExpiration,
    annual_inspection_date: v.annualInspectionDate,
    clutch_id: v.specId,
    engine_id: v.specId,
    gearbox_id: v.specId,
    created_at: isoString(v.createdAt),
    updated_at: isoString(v.updatedAt),
  };
}

export function toDetail(row: TruckJoinedRow): TruckDetailResponse['data'] {
  const v = row.vehicle;
  return {
    info: toRecord(row),
    extraData: {
      clutch: { id: v.specId, type: row.clutchType },
      engine: {
        id: v.specId,
        brand: row.engineBrand,
        serialNumber: row.engineSerialNumber,
        engineRepaired: row.engineRepaired,
        fuelType: row.fuelTypeId,
        fuel_name: row.fuelName,
      },
      gearbox: {
        id: v.specId,
        brandGearbox: row.gearboxBrand,
        serialNumberGearbox: row.gearboxSerialNumber,
      },
      operation: {
        status: v.isDeleted ? 'Inactive' : 'Active',
        driver: { id: v.driverId, first_name: row.driverFirstName, last_name: row.driverLastName },
        owner:
          v.ownerId === null || row.ownerFirstName === null
            ? null
            : { id: v.ownerId, first_name: row.ownerFirstName, last_name: row.ownerLastName ?? '' },
        make: { id: v.makeId, name: row.makeName },
        model: { id: v.modelId, name: row.modelName },
      },
    },
  };
}

export function fromBody(body: TruckBody): { values: Omit<NewVehicleRow, 'specId'>; spec: SpecValues } {
  return {
    values: {
      driverId: body.user_id,
      ownerId: body.owner_id,
      vinNumber: body.vin_number,
      makeId: body.make_id,
      modelId: body.model_id,
      year: body.year,
      unitNumber: body.unit_number,
      plateNumber: body.licenseplate_number,
      plateExpiration: body.licenseplate_expiration,
      iftaNumber: body.IFTA_number,
      iftaExpiration: body.IFTA_expiration,
      gpsCompany: body.gps_company,
      odometerMiles: body.odometers,
      permitKentucky: body.permitKentucky,
      permitKentuckyExpiration: body.permitKyExpiration,
      permitNewJersey: body.permitNewjersey,
      permitNewJerseyExpiration: body.permitNjExpiration,
      permitNewYork: body.permitNewyork,
      permitNewYorkExpiration: body.permitNyExpiration,
      permitNewMexico: body.permitNuevoMexico,
      permitNewMexicoExpiration: body.permitNmExpiration,
      annualInspectionDate: body.annual_inspection_date,
    },
    spec: {
      clutchType: body.type,
      engineBrand: body.brand,
      engineSerialNumber: body.serialNumber,
      engineRepaired: body.engineRepaired,
      fuelTypeId: body.fuelType,
      gearboxBrand: body.brandGearbox,
      gearboxSerialNumber: body.serialNumberGearbox,
    },
  };
}
