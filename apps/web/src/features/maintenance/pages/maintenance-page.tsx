import { scheduleLook } from '@fletx/contract/due-states';
import {
  MAINTENANCE_UNIT_TYPES,
  type MaintenanceUnitType,
  SCHEDULE_STATES,
} from '@fletx/contract/maintenance';
import { WORK_ORDER_STATUSES } from '@fletx/contract/work-orders';
import { Group, Tabs } from '@mantine/core';
import { useState } from 'react';
import { ChoiceFilter } from '../../../components/form/choice-filter';
import { DateRangeFields } from '../../../components/form/date-range-fields';
import { UnitSelect } from '../../../components/form/unit-select';
import { ContentLayout } from '../../../components/layouts/content-layout';
import { listParam, useListParams } from '../../../hooks/use-list-params';
import { type UnitOption, useChosenUnit } from '../../../lib/units';
import { InspectionsSection } from '../components/inspections-section';
import { OdometerSection } from '../components/odometer-section';
import { SchedulesSection } from '../components/schedules-section';
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

/**
 * The unit, searched by its number (or plate) among the trucks and trailers of the type chosen, or of both:
 * choosing one sets its type too. The address keeps the unit's id (`unitType` and `unitId`); the unit is shown
 * by its name (`chosen`: the one chosen here, or read by its id when the address came from a link).
 */
function UnitFilter({
  unitType,
  unit,
  chosen,
  onChange,
}: {
  unitType: MaintenanceUnitType | '';
  unit: { unitType: MaintenanceUnitType; unitId: number } | undefined;
  chosen: UnitOption | undefined;
  onChange: (unit: UnitOption | undefined) => void;
}) {
  return (
    <UnitSelect
      label="Unit"
      placeholder="All units"
      w={220}
      types={unitType ? [unitType] : MAINTENANCE_UNIT_TYPES}
      value={unit}
      known={chosen}
      onChange={onChange}
      clearable
    />
  );
}

/** The Maintenance screen (docs/product.md "Maintenance"): schedules, odometer readings, inspection reports, work
 * orders. */
export function MaintenancePage() {
  const { values, set, search } = useListParams(MAINTENANCE_LIST);
  const { tab, page, state, unitType, unitId, from, to } = values;
  const unit = unitType && unitId !== undefined ? { unitType, unitId } : undefined;
  const [picked, setPicked] = useState<UnitOption>();
  const chosen = useChosenUnit(unit, picked);
  return (
    <ContentLayout title="Maintenance">
      <Group gap="sm" align="flex-end">
        <ChoiceFilter
          label="Unit type"
          w={140}
          value={unitType}
          onChange={(next) => set({ unitType: next, unitId: undefined })}
          choices={MAINTENANCE_UNIT_TYPES}
          labelOf={unitTypeLabel}
          all="All units"
        />
        <UnitFilter
          unitType={unitType}
          unit={unit}
          chosen={chosen}
          onChange={(next) => {
            setPicked(next);
            set(next ? { unitType: next.unitType, unitId: next.unitId } : { unitId: undefined });
          }}
        />
        {tab === 'schedules' ? (
          <ChoiceFilter
            label="State"
            w={150}
            value={state}
            onChange={(next) => set({ state: next })}
            choices={SCHEDULE_STATES}
            labelOf={(s) => scheduleLook(s).word}
            all="All states"
          />
        ) : null}
        {tab === 'inspections' || tab === 'work-orders' ? (
          <DateRangeFields
            from={from}
            to={to}
            onFromChange={(day) => set({ from: day })}
            onToChange={(day) => set({ to: day })}
          />
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
          {tab === 'odometer' ? <OdometerSection unit={unit} unitNumber={chosen?.number} /> : null}
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
