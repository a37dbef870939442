import { MAINTENANCE_UNIT_TYPES, SCHEDULE_STATES } from '@fletx/contract/maintenance';
import { WORK_ORDER_STATUSES } from '@fletx/contract/work-orders';
import { Group, Tabs } from '@mantine/core';
import { useEffect, useState } from 'react';
import { ChoiceFilter } from '../../../components/form/choice-filter';
import { DateField } from '../../../components/form/date-field';
import { TextField } from '../../../components/form/text-field';
import { ContentLayout } from '../../../components/layouts/content-layout';
import { listParam, useListParams } from '../../../hooks/use-list-params';
import { InspectionsSection } from '../components/inspections-section';
import { OdometerSection } from '../components/odometer-section';
import { SchedulesSection, STATE_LOOK } from '../components/schedules-section';
import { unitTypeLabel } from '../components/unit-label';
import { WorkOrdersSection } from '../components/work-orders-section';

const TABS = ['schedules', 'odometer', 'inspections', 'work-orders'] as const;

/**
 * The screen's URL: `?tab=work-orders&unitType=truck&unitId=4&status=open&search=brake&order=asc&from=…&to=…
 * &page=2` (`state` for the schedules).
 */
const MAINTENANCE_LIST = {
  tab: listParam.oneOf(TABS, 'schedules'),
  page: listParam.page(),
  search: listParam.text(),
  status: listParam.oneOf(['', ...WORK_ORDER_STATUSES], ''),
  order: listParam.oneOf(['desc', 'asc'], 'desc'),
  state: listParam.oneOf(['', ...SCHEDULE_STATES], ''),
  unitType: listParam.oneOf(['', ...MAINTENANCE_UNIT_TYPES], ''),
  unitId: listParam.id(),
  from: listParam.date(),
  to: listParam.date(),
};

const readId = (text: string) =>
  /^\d{1,9}$/.test(text.trim()) && Number(text) > 0 ? Number(text) : undefined;

/** The unit's id, typed: the list follows once typing pauses; the box follows the address (Back, a link). */
function UnitIdFilter({ unitId, onChange }: { unitId: number | undefined; onChange: (id?: number) => void }) {
  const inUrl = unitId === undefined ? '' : String(unitId);
  const [text, setText] = useState(inUrl);
  useEffect(() => setText(inUrl), [inUrl]);
  return (
    <TextField
      label="Unit id"
      type="number"
      w={110}
      value={text}
      onChange={setText}
      onDebouncedChange={(typed) => {
        if (readId(typed) !== unitId) onChange(readId(typed));
      }}
    />
  );
}

/** The Maintenance screen (docs/product.md "Maintenance"): schedules, odometer readings, inspection reports, work
 * orders. */
export function MaintenancePage() {
  const { values, set, search } = useListParams(MAINTENANCE_LIST);
  const { tab, page, state, unitType, unitId, from, to } = values;
  const unit = unitType && unitId !== undefined ? { unitType, unitId } : undefined;
  return (
    <ContentLayout title="Maintenance">
      <Group gap="sm" align="flex-end">
        <ChoiceFilter
          label="Unit type"
          w={140}
          value={unitType}
          onChange={(next) => set({ unitType: next })}
          choices={MAINTENANCE_UNIT_TYPES}
          labelOf={unitTypeLabel}
          all="All units"
        />
        <UnitIdFilter unitId={unitId} onChange={(id) => set({ unitId: id })} />
        {tab === 'schedules' ? (
          <ChoiceFilter
            label="State"
            w={150}
            value={state}
            onChange={(next) => set({ state: next })}
            choices={SCHEDULE_STATES}
            labelOf={(s) => STATE_LOOK[s].label}
            all="All states"
          />
        ) : null}
        {tab === 'inspections' || tab === 'work-orders' ? (
          <>
            <DateField label="From" w={160} value={from} onChange={(day) => set({ from: day })} />
            <DateField label="To" w={160} value={to} onChange={(day) => set({ to: day })} />
          </>
        ) : null}
      </Group>
      <Tabs value={tab} onChange={(next) => set({ tab: TABS.find((t) => t === next) ?? 'schedules' })}>
        <Tabs.List mb="sm">
          <Tabs.Tab value="schedules">Schedules</Tabs.Tab>
          <Tabs.Tab value="odometer">Odometer</Tabs.Tab>
          <Tabs.Tab value="inspections">Inspections</Tabs.Tab>
          <Tabs.Tab value="work-orders">Work orders</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="schedules">
          {tab === 'schedules' ? (
            <SchedulesSection
              params={{ page, state, unitType, unitId }}
              onPageChange={(p) => set({ page: p })}
            />
          ) : null}
        </Tabs.Panel>
        <Tabs.Panel value="odometer">
          {tab === 'odometer' ? <OdometerSection unit={unit} /> : null}
        </Tabs.Panel>
        <Tabs.Panel value="inspections">
          {tab === 'inspections' ? (
            <InspectionsSection
              params={{ page, unitType, unitId, from, to }}
              onPageChange={(p) => set({ page: p })}
            />
          ) : null}
        </Tabs.Panel>
        <Tabs.Panel value="work-orders">
          {tab === 'work-orders' ? (
            <WorkOrdersSection params={{ ...values, take: undefined }} search={search} onChange={set} />
          ) : null}
        </Tabs.Panel>
      </Tabs>
    </ContentLayout>
  );
}
