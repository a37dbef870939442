import { addDays } from '@fletx/contract/compliance';
import type { MaintenanceUnitType } from '@fletx/contract/maintenance';
import { Group, Text } from '@mantine/core';
import { useState } from 'react';
import { InfoField as Field, InfoGrid } from '../../../components/cards/info-field';
import { DateRangeFields } from '../../../components/form/date-range-fields';
import { useCarrierToday } from '../../../hooks/use-carrier-time-zone';
import { getErrorMessage } from '../../../lib/api-client';
import { formatCount, formatMoney } from '../../../lib/format';
import { useCosts } from '../api/work-orders-api';

/** The period the costs start with: the last 365 days to the carrier's today. */
const lastYear = (today: string) => ({ from: addDays(today, -364), to: today });

/** What the unit's done work orders cost in a period: in total and per mile its odometer readings show. */
export function UnitCosts({ unit }: { unit: { unitType: MaintenanceUnitType; unitId: number } }) {
  const today = useCarrierToday();
  const [period, setPeriod] = useState(() => lastYear(today));
  const costs = useCosts({ ...unit, ...period });
  const data = costs.data?.data;
  return (
    <Group align="flex-start" gap="xl">
      <Group gap="sm" align="flex-end">
        <DateRangeFields
          from={period.from}
          to={period.to}
          w={150}
          clearable={false}
          // An emptied field keeps its day: the costs are always of a period.
          onFromChange={(day) => day && setPeriod((p) => ({ ...p, from: day }))}
          onToChange={(day) => day && setPeriod((p) => ({ ...p, to: day }))}
        />
      </Group>
      {costs.error ? (
        <Text size="sm" c="red" role="alert">
          {getErrorMessage(costs.error)}
        </Text>
      ) : (
        <InfoGrid>
          <Field label="Total">{data ? formatMoney(data.total) : '…'}</Field>
          <Field label="Per mile">
            {data ? (data.perMile === null ? 'No miles recorded' : formatMoney(data.perMile)) : '…'}
          </Field>
          <Field label="Miles">{data ? `${formatCount(data.miles)} mi` : '…'}</Field>
          <Field label="Work orders done">{data ? String(data.workOrders) : '…'}</Field>
        </InfoGrid>
      )}
    </Group>
  );
}
