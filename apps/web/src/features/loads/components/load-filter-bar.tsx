import { ACTIVE_STATUS_IDS, FINISHED_STATUS_IDS, LOAD_STATUS_NAMES } from '@fletx/contract/load-status';
import { Group, MultiSelect, Pill } from '@mantine/core';
import { IconFilterOff } from '@tabler/icons-react';
import { IconButton } from '../../../components/buttons/icon-button';
import { DateRangeFields } from '../../../components/form/date-range-fields';
import { BrokerFilter, DriverFilter } from '../../../components/form/party-filters';
import type { ListParams } from '../../../hooks/use-list-params';
import classes from './load-filter-bar.module.css';
import { hasLoadFilters, LOAD_FILTERS, NO_LOAD_FILTERS } from './load-list-filters';

type FilteredList = ListParams<typeof LOAD_FILTERS>;

const statusItems = (ids: ReadonlyArray<number>) =>
  ids.map((id) => ({ value: String(id), label: LOAD_STATUS_NAMES[id as keyof typeof LOAD_STATUS_NAMES] }));

/** The statuses, in the two lists the tables show. */
const STATUS_GROUPS = [
  { group: 'Active loads', items: statusItems(ACTIVE_STATUS_IDS) },
  { group: 'Finished jobs', items: statusItems(FINISHED_STATUS_IDS) },
];

/**
 * The Loads screen's filters (docs/product.md "Loads list"): statuses, broker, driver and the pickup days, kept
 * in the URL (load-list-filters.ts); "Clear filters" once any is set. Downloaded after the page shows
 * (loads-page.tsx), with the selects and the date fields.
 */
export default function LoadFilterBar({ list }: { list: FilteredList }) {
  const { values, set } = list;
  return (
    <Group gap="sm" align="flex-end" data-testid="load-filters">
      <MultiSelect
        label="Status"
        w={230}
        data={STATUS_GROUPS}
        value={[...values.status]}
        placeholder={values.status.length ? undefined : 'All statuses'}
        onChange={(status) => set({ status: LOAD_FILTERS.status.parse(status.join(',')) ?? [] })}
        clearable
        comboboxProps={{ width: 240, position: 'bottom-start' }}
        renderPill={({ option, onRemove }) => {
          // One line whatever is chosen: the first status and how many more (the open list ticks each one).
          const [first, ...more] = values.status;
          if (option.value !== first) return null;
          return (
            <Pill withRemoveButton onRemove={onRemove}>
              {more.length ? `${option.label} +${more.length}` : option.label}
            </Pill>
          );
        }}
      />
      <BrokerFilter w={200} value={values.brokerId} onChange={(brokerId) => set({ brokerId })} />
      <DriverFilter w={200} value={values.driverId} onChange={(driverId) => set({ driverId })} />
      <DateRangeFields
        labels={['Pickup from', 'to']}
        w={150}
        from={values.pickupFrom}
        to={values.pickupTo}
        onFromChange={(pickupFrom) => set({ pickupFrom })}
        onToChange={(pickupTo) => set({ pickupTo })}
        backwards="After the last day"
        // The error hangs under the field without making it taller: the row keeps its fields in line.
        fromClassName={classes.hangingError}
      />
      {hasLoadFilters(values) ? (
        <IconButton variant="subtle" icon={IconFilterOff} onClick={() => set(NO_LOAD_FILTERS)}>
          Clear filters
        </IconButton>
      ) : null}
    </Group>
  );
}
