import { draftBalanceNote, type InvoiceSummary, isBalanceDue } from '@fletx/contract/invoices';
import { Checkbox, Stack, Text, Tooltip } from '@mantine/core';
import { InvoiceStatusBadge } from '../../../components/invoices/invoice-status-badge';
import type { DataTableColumn } from '../../../components/table/data-table';
import { NowrapLink } from '../../../components/table/nowrap-text';
import { paths } from '../../../config/paths';
import { formatDate, formatMoney } from '../../../lib/format';

/**
 * Whether an invoice may go to the factoring company: sent to the broker, not paid in full, not void, not
 * factored yet (docs/product.md "Invoices and receivables").
 */
export const mayFactor = (invoice: Pick<InvoiceSummary, 'status' | 'factoredOn'>) =>
  !['draft', 'paid', 'written_off', 'void'].includes(invoice.status) && invoice.factoredOn === null;

export type Selection = {
  selected: ReadonlySet<number>;
  toggle: (id: number, on: boolean) => void;
  /** Selects (or clears) every row of the page that may be factored. */
  togglePage: (ids: ReadonlyArray<number>, on: boolean) => void;
};

function SelectAll({ rows, selection }: { rows: ReadonlyArray<InvoiceSummary>; selection: Selection }) {
  const ids = rows.filter(mayFactor).map((r) => r.id);
  const chosen = ids.filter((id) => selection.selected.has(id)).length;
  return (
    <Checkbox
      aria-label="Select every invoice of this page that can be factored"
      size="xs"
      disabled={ids.length === 0}
      checked={ids.length > 0 && chosen === ids.length}
      indeterminate={chosen > 0 && chosen < ids.length}
      onChange={(event) => selection.togglePage(ids, event.currentTarget.checked)}
    />
  );
}

/** A narrow column whose text links to its record. */
function linkColumn(
  key: string,
  header: string,
  href: (row: InvoiceSummary) => string,
  text: (row: InvoiceSummary) => string,
): DataTableColumn<InvoiceSummary> {
  return {
    key,
    header,
    width: 110,
    render: (r) => <NowrapLink to={href(r)}>{text(r)}</NowrapLink>,
  };
}

/** The dense columns of the Invoices screen, the first one choosing rows for "Send to factor". */
export function invoiceColumns(
  rows: ReadonlyArray<InvoiceSummary>,
  selection: Selection,
): DataTableColumn<InvoiceSummary>[] {
  return [
    {
      key: 'select',
      header: <SelectAll rows={rows} selection={selection} />,
      width: 36,
      render: (r) => (
        <Tooltip
          label={r.factoredOn ? `Factored on ${formatDate(r.factoredOn)}` : 'Only sent, unpaid invoices'}
          disabled={mayFactor(r)}
        >
          <Checkbox
            size="xs"
            aria-label={`Select ${r.number}`}
            disabled={!mayFactor(r)}
            checked={selection.selected.has(r.id)}
            onChange={(event) => selection.toggle(r.id, event.currentTarget.checked)}
          />
        </Tooltip>
      ),
    },
    linkColumn(
      'number',
      'Invoice no.',
      (r) => paths.app.invoiceDetails.getHref(r.id),
      (r) => r.number,
    ),
    linkColumn(
      'load',
      'Load no.',
      (r) => paths.app.loadDetails.getHref(r.loadId),
      (r) => r.loadNumber,
    ),
    // A long broker name wraps: the one column whose content may (docs/decisions/0040).
    { key: 'broker', header: 'Broker', render: (r) => r.brokerName },
    { key: 'date', header: 'Invoice date', width: 110, render: (r) => formatDate(r.invoiceDate) },
    {
      key: 'due',
      header: 'Due date',
      width: 110,
      render: (r) =>
        r.status === 'draft' ? (
          <Text size="sm" c="dimmed" title="Counted from the day it is sent">
            {formatDate(r.dueOn)}
          </Text>
        ) : (
          formatDate(r.dueOn)
        ),
    },
    {
      key: 'amount',
      header: 'Amount',
      align: 'right',
      width: 120,
      // A void invoice's amount is struck through: the totals leave it out.
      render: (r) =>
        r.status === 'void' ? (
          <Text size="sm" c="dimmed" td="line-through" title="Void: not counted">
            {formatMoney(r.amount)}
          </Text>
        ) : (
          formatMoney(r.amount)
        ),
    },
    {
      key: 'balance',
      header: 'Balance due',
      align: 'right',
      width: 120,
      // Nothing is due on a draft yet, nor ever on a void one: '—', as the Balance due card, the aging and the
      // list's PDF count them, so the column adds up to the card.
      render: (r) =>
        isBalanceDue(r.status) ? (
          <Text size="sm" fw={r.balance > 0 ? 600 : 400}>
            {formatMoney(r.balance)}
          </Text>
        ) : (
          <Text
            size="sm"
            c="dimmed"
            title={r.status === 'void' ? 'Void: nothing is due' : draftBalanceNote(formatMoney(r.balance))}
            data-testid={`${r.status}-balance`}
          >
            —
          </Text>
        ),
    },
    {
      key: 'status',
      header: 'Status',
      width: 150,
      render: (r) => (
        <Stack gap={2} align="flex-start">
          <InvoiceStatusBadge status={r.status} />
          {r.factoredOn ? (
            <Text size="xs" c="dimmed">
              Factored
            </Text>
          ) : null}
        </Stack>
      ),
    },
  ];
}
