import { scheduleLook } from '@fletx/contract/due-states';
import {
  MAINTENANCE_UNIT_TYPES,
  type MaintenanceUnitType,
  SCHEDULE_STATES,
} from '@fletx/contract/maintenance';
import { WORK_ORDER_STATUSES } from '@fletx/contract/work-orders';
import { Group, Select, Tabs } from '@mantine/core';
import { ChoiceFilter } from '../../../components/form/choice-filter';
import { DateField } from '../../../components/form/date-field';
import { ContentLayout } from '../../../components/layouts/content-layout';
import { listParam, useListParams } from '../../../hooks/use-list-params';
import { withOption } from '../../../lib/units';
import { type UnitOption, useFilterUnit, useUnitOptions } from '../api/units-api';
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
 * The unit, chosen by its number (and plate) among the trucks and trailers of the type chosen, or of both:
 * choosing one sets its type too. The address keeps the unit's id (`unitType` and `unitId`); a unit beyond
 * the ones the pickers offer (a link from its page) is shown by its name all the same (`chosen`).
 */
function UnitFilter({
  unitType,
  unitId,
  units,
  chosen,
  onChange,
}: {
  unitType: MaintenanceUnitType | '';
  unitId: number | undefined;
  units: ReturnType<typeof useUnitOptions>;
  chosen: UnitOption | undefined;
  onChange: (patch: { unitType?: MaintenanceUnitType | ''; unitId: number | undefined }) => void;
}) {
  const types = unitType ? [unitType] : MAINTENANCE_UNIT_TYPES;
  const data = types.map((type) => ({
    group: `${unitTypeLabel(type)}s`,
    items: withOption(units[type].options, type === unitType ? chosen : undefined).map((o) => ({
      value: `${type}:${o.value}`,
      label: o.label,
    })),
  }));
  return (
    <Select
      label="Unit"
      placeholder="All units"
      w={220}
      data={data}
      value={unitType && unitId !== undefined ? `${unitType}:${unitId}` : null}
      onChange={(value) => {
        const [type, id] = (value ?? '').split(':');
        const chosen = MAINTENANCE_UNIT_TYPES.find((t) => t === type);
        onChange(chosen ? { unitType: chosen, unitId: Number(id) } : { unitId: undefined });
      }}
      searchable
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
  const units = useUnitOptions();
  const chosen = useFilterUnit(units, unit);
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
          unitId={unitId}
          units={units}
          chosen={chosen}
          onChange={(patch) => set(patch)}
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
