import type { LoadExtraData } from '@fletx/contract/load-responses';
import { loadStopKeys } from '@fletx/contract/load-stops';
import type { Load } from '@fletx/contract/loads';
import { Anchor, Badge, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { InfoField as Field } from '../../../components/cards/info-field';
import { Section } from '../../../components/cards/section';
import { paths } from '../../../config/paths';
import { formatDateTime, formatMoney } from '../../../lib/format';

const when = (iso: string | null) => formatDateTime(iso, { utc: true });

/** A stop's place (name, city, state and zip, phone) and its window, as the load has them. */
function StopFields({ load, stop, label }: { load: Load; stop: 'pickup' | 'delivery'; label: string }) {
  const keys = loadStopKeys[stop];
  const phone = load[keys.phone];
  return (
    <>
      <Field label={label}>
        {[
          load[keys.nameLocation],
          `${load[keys.city]}, ${load[keys.stateCode]} ${load[keys.postalCode]}`,
          phone && `Phone ${phone}`,
        ]
          .filter(Boolean)
          .join(' · ')}
      </Field>
      <Field label={`${label} window`}>
        {when(load[keys.openTime])} – {when(load[keys.closeTime])}
      </Field>
    </>
  );
}

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
      <Section title="Load" withDivider>
        <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm">
          <Field label="ID number">{load.id_number}</Field>
          <Field label="Broker">{load.company_name}</Field>
          <Field label="Trip rate">{formatMoney(load.freight_company)}</Field>
          <Field label="Distance">{load.distance_miles === null ? null : `${load.distance_miles} mi`}</Field>
          <MilesField load={load} />
          <StopFields load={load} stop="pickup" label="Pickup" />
          <StopFields load={load} stop="delivery" label="Delivery" />
          <Field label="Product">{load.product_name}</Field>
          <Field label="Load type">{load.loadType}</Field>
          <Field label="Weight">{load.load_weight === null ? null : `${load.load_weight} lbs`}</Field>
          <Field label="Equipment">
            {[load.trailer_type_name, load.trailer_dimensions].filter(Boolean).join(' · ')}
          </Field>
        </SimpleGrid>
        {load.instructions ? <Field label="Cargo instructions">{load.instructions}</Field> : null}
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
          ]}
        />
        <PartSection
          title="Truck"
          part={extra.vehicle}
          none="The driver has no truck."
          fields={[
            ['Plate', (vehicle) => vehicle.licenseplate_number],
            ['Unit', (vehicle) => vehicle.unit_number],
            ['Make and model', (vehicle) => `${vehicle.year} ${vehicle.make} ${vehicle.model}`],
          ]}
        />
        <PartSection
          title="Trailer"
          part={extra.trailer}
          none="No trailer on the driver's truck."
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
