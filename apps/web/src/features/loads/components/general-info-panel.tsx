import type { LoadExtraData } from '@fletx/contract/load-responses';
import { loadStopKeys } from '@fletx/contract/load-stops';
import type { Load } from '@fletx/contract/loads';
import { Anchor, Badge, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { InfoField as Field } from '../../../components/cards/info-field';
import { Section } from '../../../components/cards/section';
import { stopInfoOf, TripInfo, type TripInfoValues } from '../../../components/cards/trip-info';
import { paths } from '../../../config/paths';

const miles = (value: number | null) =>
  value === null ? '—' : `${value.toLocaleString('en-US', { maximumFractionDigits: 1 })} mi`;

/**
 * Planned miles (the route's, or the straight-line estimate, badged), actual miles from the positions once
 * delivered, and deadhead from the driver's previous delivery (docs/product.md "Miles and IFTA").
 */
function MilesField({ load }: { load: Load }) {
  return (
    <Field label="Miles">
      {/* One line each: the three never run into one another when the column is narrow. */}
      <Stack gap={0}>
        <Group gap={6} wrap="nowrap">
          <span>Planned {miles(load.plannedMiles)}</span>
          {load.plannedMiles !== null && load.plannedMilesEstimated ? (
            <Badge size="xs" variant="light" color="gray" title="Straight line between the stops × 1.18">
              estimated
            </Badge>
          ) : null}
        </Group>
        <span>Actual {miles(load.actualMiles)}</span>
        <span>Deadhead {miles(load.deadheadMiles)}</span>
      </Stack>
    </Field>
  );
}

/** The load's trip under the names the booking's read-only page shares. */
const tripOf = (load: Load): TripInfoValues => ({
  idNumber: load.id_number,
  broker: load.company_name,
  tripRate: load.freight_company,
  distance: load.distance_miles,
  plannedMiles: load.plannedMiles,
  deadheadMiles: load.deadheadMiles,
  pickup: stopInfoOf(load, loadStopKeys.pickup),
  delivery: stopInfoOf(load, loadStopKeys.delivery),
  product: load.product_name,
  loadType: load.loadType,
  weight: load.load_weight,
  trailerType: load.trailer_type_name,
  trailerDimensions: load.trailer_dimensions,
  instructions: load.instructions,
});

/** A field of a part of the load: its label and its value. */
type PartField<T> = [label: string, value: (part: T) => ReactNode];

/** A part of the load (its driver, truck or trailer): its fields, or a line saying there is none. */
function PartSection<T>({
  title,
  part,
  none,
  fields,
}: {
  title: string;
  part: T | null;
  none: string;
  fields: PartField<T>[];
}) {
  return (
    <Section title={title} withDivider>
      {part ? (
        <Stack gap="xs">
          {fields.map(([label, value]) => (
            <Field key={label} label={label}>
              {value(part)}
            </Field>
          ))}
        </Stack>
      ) : (
        <Text size="sm" c="dimmed">
          {none}
        </Text>
      )}
    </Section>
  );
}

/** The load, its driver (link to driver-information), the driver's truck and its trailer. */
export function GeneralInfoPanel({ load, extra }: { load: Load; extra: LoadExtraData }) {
  return (
    <Stack gap="lg">
      <Section title="Load">
        <TripInfo trip={tripOf(load)} miles={<MilesField load={load} />} />
      </Section>
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
        <PartSection
          title="Driver"
          part={extra.user}
          none="No driver yet: choose one with Edit load before confirming."
          fields={[
            [
              'Name',
              (user) => (
                <Anchor component={Link} to={paths.app.driverInformation.getHref(user.id)} size="sm">
                  {user.first_name} {user.last_name}
                </Anchor>
              ),
            ],
            ['Phone', (user) => user.phone],
            ['Email', (user) => user.email],
            ['CDL number', () => extra.driverInformation?.license_number ?? 'Not on file'],
          ]}
        />
        <PartSection
          title="Truck"
          part={extra.vehicle}
          none={extra.user ? 'The driver has no truck.' : 'No driver yet: the truck is the driver’s.'}
          fields={[
            ['Plate', (vehicle) => vehicle.licenseplate_number],
            ['Unit', (vehicle) => vehicle.unit_number],
            ['Make and model', (vehicle) => `${vehicle.year} ${vehicle.make} ${vehicle.model}`],
          ]}
        />
        <PartSection
          title="Trailer"
          part={extra.trailer}
          none={
            extra.user
              ? "No trailer on the driver's truck."
              : 'No driver yet: the trailer is on the driver’s truck.'
          }
          fields={[
            ['Trailer number', (trailer) => trailer.trailer_number],
            ['Plate', (trailer) => trailer.licenseplate_number],
            ['Type', (trailer) => `${trailer.type_name} · ${trailer.size}`],
          ]}
        />
      </SimpleGrid>
    </Stack>
  );
}
