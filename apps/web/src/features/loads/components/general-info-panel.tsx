import type { LoadExtraData } from '@fletx/contract/load-responses';
import { loadStopKeys } from '@fletx/contract/load-stops';
import type { Load } from '@fletx/contract/loads';
import { Anchor, SimpleGrid, Stack, Text } from '@mantine/core';
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
        <Section title="Driver" withDivider>
          {extra.user ? (
            <Stack gap="xs">
              <Field label="Name">
                <Anchor component={Link} to={paths.app.driverInformation.getHref(extra.user.id)} size="sm">
                  {extra.user.first_name} {extra.user.last_name}
                </Anchor>
              </Field>
              <Field label="Phone">{extra.user.phone}</Field>
              <Field label="Email">{extra.user.email}</Field>
            </Stack>
          ) : (
            <Text size="sm" c="dimmed">
              No driver yet: choose one with Edit load before confirming.
            </Text>
          )}
        </Section>
        <Section title="Truck" withDivider>
          {extra.vehicle ? (
            <Stack gap="xs">
              <Field label="Plate">{extra.vehicle.licenseplate_number}</Field>
              <Field label="Unit">{extra.vehicle.unit_number}</Field>
              <Field label="Make and model">
                {extra.vehicle.year} {extra.vehicle.make} {extra.vehicle.model}
              </Field>
            </Stack>
          ) : (
            <Text size="sm" c="dimmed">
              The driver has no truck.
            </Text>
          )}
        </Section>
        <Section title="Trailer" withDivider>
          {extra.trailer ? (
            <Stack gap="xs">
              <Field label="Trailer number">{extra.trailer.trailer_number}</Field>
              <Field label="Plate">{extra.trailer.licenseplate_number}</Field>
              <Field label="Type">
                {extra.trailer.type_name} · {extra.trailer.size}
              </Field>
            </Stack>
          ) : (
            <Text size="sm" c="dimmed">
              No trailer on the driver's truck.
            </Text>
          )}
        </Section>
      </SimpleGrid>
    </Stack>
  );
}
