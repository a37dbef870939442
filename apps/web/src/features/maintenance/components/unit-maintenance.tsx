import { scheduleLook } from '@fletx/contract/due-states';
import { INSPECTION_ITEM_LABELS } from '@fletx/contract/inspections';
import type { MaintenanceUnitType } from '@fletx/contract/maintenance';
import { Anchor, Group, Stack, Table, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { LinkButton } from '../../../components/buttons/link-button';
import { Section } from '../../../components/cards/section';
import { dueBadgeLook } from '../../../components/compliance/due-badge-look';
import { LookBadge } from '../../../components/table/look-badge';
import { NowrapText } from '../../../components/table/nowrap-text';
import { DimmedNote, SmallTable } from '../../../components/table/small-table';
import { paths } from '../../../config/paths';
import { formatDate } from '../../../lib/format';
import { useOpenDefects } from '../api/inspections-api';
import { useSchedules } from '../api/maintenance-api';
import { KIND_LABEL, SEVERITY_LOOK } from './inspection-look';
import { UnitCosts } from './unit-costs';
import { UnitHistory } from './unit-history';
import { intervalText, milesText, taskLabel } from './unit-label';

type Unit = { unitType: MaintenanceUnitType; unitId: number };

/** The unit's schedules (the API's largest page) with their state today. */
function UnitSchedules({ unit }: { unit: Unit }) {
  const list = useSchedules({ page: 1, state: '', ...unit, take: 100 });
  const items = list.data?.data.items;
  if (!items) return <DimmedNote>Loading the schedules…</DimmedNote>;
  if (items.length === 0) return <DimmedNote>No maintenance is scheduled for this unit.</DimmedNote>;
  return (
    <SmallTable aria-label="Unit maintenance schedule" headers={['Task', 'Every', 'Due at', 'State']}>
      {items.map((s) => (
        <Table.Tr key={s.id}>
          <Table.Td>{taskLabel(s.task)}</Table.Td>
          <Table.Td>{intervalText(s.everyMiles, s.everyDays)}</Table.Td>
          <Table.Td>
            <NowrapText>
              {[s.dueAt ? formatDate(s.dueAt) : null, s.dueMiles == null ? null : milesText(s.dueMiles)]
                .filter(Boolean)
                .join(' · ')}
            </NowrapText>
          </Table.Td>
          <Table.Td>
            <Group gap={6} wrap="nowrap">
              <LookBadge look={dueBadgeLook(scheduleLook(s.state))} />
              {s.warnings[0] ? (
                <Text size="xs" c={s.state === 'overdue' ? 'red' : 'orange'}>
                  {s.warnings[0].message}
                </Text>
              ) : null}
            </Group>
          </Table.Td>
        </Table.Tr>
      ))}
    </SmallTable>
  );
}

/** The defects reported on the unit and not repaired yet, each linking to its report. */
function UnitDefects({ unit }: { unit: Unit }) {
  const { defects, list } = useOpenDefects(unit);
  if (list.isPending) return <DimmedNote>Loading the defects…</DimmedNote>;
  if (defects.length === 0) return <DimmedNote>No open defect.</DimmedNote>;
  return (
    <Stack gap={4}>
      {defects.map(({ defect, inspection }) => (
        <Group key={defect.id} gap="xs" wrap="nowrap">
          <LookBadge look={SEVERITY_LOOK[defect.severity]} />
          <Text size="sm">{`${INSPECTION_ITEM_LABELS[defect.item]}: ${defect.note}`}</Text>
          <Anchor component={Link} to={paths.app.inspection.getHref(inspection.id)} size="sm">
            {`${KIND_LABEL[inspection.kind]} of ${formatDate(inspection.at)}`}
          </Anchor>
        </Group>
      ))}
    </Stack>
  );
}

/**
 * A truck's or trailer's maintenance on its page (docs/product.md "Maintenance"): its schedule and what is
 * due, its open defects, its history of inspections and work orders, and what it cost over a period. The
 * truck and trailer pages receive it from app/ (features stay apart). An inactive (deleted) unit offers no
 * New work order: the API takes work orders for active units only.
 */
export function UnitMaintenance({ unitType, unitId, inactive = false }: Unit & { inactive?: boolean }) {
  const unit = { unitType, unitId };
  return (
    <>
      <Section
        title="Maintenance schedule"
        withDivider
        id="maintenance"
        actions={
          // A row of its own: the section stacks its actions, which would stretch the button.
          inactive ? undefined : (
            <Group>
              <LinkButton
                size="xs"
                variant="light"
                to={paths.app.workOrder.newFor(unitType, unitId)}
                icon={IconPlus}
              >
                New work order
              </LinkButton>
            </Group>
          )
        }
      >
        <UnitSchedules unit={unit} />
      </Section>
      <Section title="Open defects" withDivider>
        <UnitDefects unit={unit} />
      </Section>
      <Section
        title="Maintenance history"
        description="Inspections and work orders, newest first"
        withDivider
      >
        <UnitHistory unit={unit} />
      </Section>
      <Section title="Maintenance cost" description="The work orders done in the period" withDivider>
        <UnitCosts unit={unit} />
      </Section>
    </>
  );
}
