import { formatUsd } from '@fletx/contract/money';
import type { Statement } from '@fletx/contract/statement';
import { Divider, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** One line of the statement: an amount added is positive, one taken off negative (`cents` given negated). */
function Line({ label, cents, strong }: { label: string; cents: number; strong?: boolean }) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <Text size="sm" fw={strong ? 700 : 400}>
        {label}
      </Text>
      <Text size="sm" fw={strong ? 700 : 500} ff="monospace" data-testid={`statement-${label}`}>
        {formatUsd(cents)}
      </Text>
    </Group>
  );
}

/** Trip rate + accessorials − OS&D = gross; − 15 % fee − 1.5 % quick-pay discount = net. */
export function StatementLines({
  s,
  quickPay,
  footer,
}: {
  s: Statement;
  quickPay: boolean;
  footer?: ReactNode;
}) {
  return (
    <Stack gap={6}>
      <Line label="Trip rate" cents={s.tripRate} />
      <Line label="Accessorials" cents={s.accessorialsTotal} />
      <Line label="OS&D" cents={-s.osdTotal} />
      <Divider />
      <Line label="Gross" cents={s.gross} strong />
      <Line label="Product fee (15 %)" cents={-s.productFee} />
      {quickPay && <Line label="Quick-pay discount (1.5 %)" cents={-s.quickPayDiscount} />}
      <Divider />
      <Line label="Net" cents={s.net} strong />
      {footer}
    </Stack>
  );
}
