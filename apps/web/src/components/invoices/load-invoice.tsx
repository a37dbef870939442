import { INVOICEABLE_LOAD_STATUS_IDS } from '@fletx/contract/invoices';
import { can } from '@fletx/contract/roles';
import { Anchor, Group, Loader, Text } from '@mantine/core';
import { IconFileInvoice } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { getErrorMessage } from '../../lib/api-client';
import { useCreateInvoice, useInvoiceOfLoad } from '../../lib/invoices';
import { useSession } from '../../lib/session';
import { IconButton } from '../buttons/icon-button';
import { showError } from '../popups/popups';
import { InvoiceStatusBadge } from './invoice-status-badge';

/**
 * A delivered load's invoice (docs/product.md "Invoices and receivables"): "Create invoice" in one click
 * while the load (status 10–12) has none, then a link to it. Carriers and Admin users only; nothing for
 * other loads and roles.
 */
export function LoadInvoice({ loadId, status }: { loadId: number; status: number }) {
  const { user } = useSession();
  const allowed = can(user?.role, 'manageInvoices') && INVOICEABLE_LOAD_STATUS_IDS.includes(status);
  const invoice = useInvoiceOfLoad(loadId, allowed);
  const create = useCreateInvoice();
  const navigate = useNavigate();
  if (!allowed) return null;
  if (invoice.isPending) return <Loader size="xs" aria-label="Looking for the load's invoice" />;
  if (invoice.data)
    return (
      <Group gap="xs" data-testid="load-invoice">
        <Text size="sm">Invoice</Text>
        <Anchor component={Link} to={paths.app.invoiceDetails.getHref(invoice.data.id)} size="sm">
          {invoice.data.number}
        </Anchor>
        <InvoiceStatusBadge status={invoice.data.status} />
      </Group>
    );
  return (
    <IconButton
      icon={IconFileInvoice}
      loading={create.isPending}
      onClick={() =>
        create.mutate(loadId, {
          onSuccess: (response) => navigate(paths.app.invoiceDetails.getHref(response.data.id)),
          onError: (error) => showError(getErrorMessage(error)),
        })
      }
    >
      Create invoice
    </IconButton>
  );
}
