import type { InvoiceDetail } from '@fletx/contract/invoices';
import { Alert, Grid, Stack } from '@mantine/core';
import { PageCard } from '../../../components/cards/page-card';
import { RecordHistory } from '../../../components/history/record-history';
import { ContentLayout } from '../../../components/layouts/content-layout';
import { ChosenRecord } from '../../../components/layouts/query-content';
import { paths } from '../../../config/paths';
import { usePathId } from '../../../hooks/use-id-param';
import { useInvoice, useUpdateInvoice } from '../api/invoices';
import { InvoiceActions } from '../components/invoice-actions';
import { InvoiceLinesEditor, InvoiceLinesView } from '../components/invoice-lines';
import { BillToCard, InvoiceHeader, InvoiceTotals, VoidedNotice } from '../components/invoice-panels';
import { PaymentsCard } from '../components/payments-card';

const linesNote = (invoice: InvoiceDetail) =>
  invoice.status === 'draft'
    ? 'A draft: change the lines and notes, then send it.'
    : invoice.voided
      ? 'Void: the lines are kept as they were billed.'
      : 'Sent: the lines are final.';

function InvoiceView({ invoice, etag }: { invoice: InvoiceDetail; etag: string | undefined }) {
  const update = useUpdateInvoice();
  const draft = invoice.status === 'draft';
  return (
    <Stack gap="md">
      <InvoiceHeader invoice={invoice} actions={<InvoiceActions invoice={invoice} etag={etag} />} />
      {invoice.voided ? <VoidedNotice voided={invoice.voided} /> : null}
      <Grid gap="md">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <PageCard title="Lines" description={linesNote(invoice)}>
            {draft ? (
              <InvoiceLinesEditor
                // A new version of the invoice (a save, or someone else's) starts the form again from it.
                key={invoice.updatedAt}
                invoice={invoice}
                saving={update.isPending}
                onSave={async (body) => (await update.mutateAsync({ id: invoice.id, body, etag })).body}
              />
            ) : (
              <InvoiceLinesView invoice={invoice} />
            )}
          </PageCard>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <Stack gap="md">
            <InvoiceTotals invoice={invoice} />
            <BillToCard invoice={invoice} />
          </Stack>
        </Grid.Col>
      </Grid>
      {/* A void invoice takes no payment; it shows the payments it had, all reversed, if any. */}
      {invoice.voided && invoice.payments.length === 0 ? null : (
        <PaymentsCard invoice={invoice} etag={etag} />
      )}
      <RecordHistory entityType="invoice" entityId={invoice.id} />
    </Stack>
  );
}

/** /fletx/invoices/:id (docs/product.md "Invoices and receivables"): one invoice, its lines and payments. */
export function InvoiceDetailsPage() {
  const id = usePathId();
  const invoice = useInvoice(id);
  return (
    <ContentLayout title="Invoice" backTo={paths.app.invoices.getHref()}>
      <ChosenRecord what="invoice" chosen={id !== 0} from="the invoices list" query={invoice}>
        {({ body, etag }) =>
          body.data ? (
            <InvoiceView invoice={body.data} etag={etag} />
          ) : (
            <Alert color="red">This invoice does not exist.</Alert>
          )
        }
      </ChosenRecord>
    </ContentLayout>
  );
}
