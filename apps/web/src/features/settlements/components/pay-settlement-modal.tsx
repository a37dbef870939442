import { paySettlementBody, type SettlementDetail } from '@fletx/contract/settlements';
import { FormDateField } from '../../../components/form/date-field';
import { FormTextField } from '../../../components/form/form-text-field';
import { ModalForm } from '../../../components/popups/modal-form';
import { showError, showSuccess } from '../../../components/popups/popups';
import { useCarrierToday } from '../../../hooks/use-carrier-time-zone';
import type { RecordVersion } from '../../../hooks/use-record-version';
import { getErrorMessage } from '../../../lib/api-client';
import { useZodForm } from '../../../lib/form';
import { formatDate, formatMoney } from '../../../lib/format';
import { usePaySettlement } from '../api/settlements';

/** What Reload does here: the typed day and reference stay, the settlement behind is read again. */
const RELOAD_HINT = 'Reload shows the settlement as it is now; check its net pay, then save again.';

/**
 * 'Mark paid': the day it was paid (dd/MM/yyyy) and the payment's reference, sent with the version of the
 * settlement shown (docs/product.md "Stale edits"): when a delivery was filed into it, its amounts moved or
 * someone paid it meanwhile, the 412 shows above the buttons with Reload and nothing is paid.
 */
export function PaySettlementModal({
  settlement,
  version,
  opened,
  onClose,
}: {
  settlement: SettlementDetail;
  /** The version of the settlement shown: sent as If-Match; a 412 shows as its stale alert. */
  version: Pick<RecordVersion<unknown>, 'etag' | 'stale' | 'catchStale'>;
  opened: boolean;
  onClose: () => void;
}) {
  const pay = usePaySettlement();
  // Paid today by the carrier's day, not the UTC one (after 18:00 in Chicago that is already tomorrow).
  const today = useCarrierToday();
  const { control, handleSubmit, reset } = useZodForm(paySettlementBody, {
    defaultValues: { paidOn: today, reference: '' },
  });
  const close = () => {
    reset({ paidOn: today, reference: '' });
    onClose();
  };
  const submit = handleSubmit(async (body) => {
    try {
      const answer = await pay.mutateAsync({ id: settlement.id, body, etag: version.etag });
      showSuccess(answer.body.message);
      close();
    } catch (error) {
      if (!version.catchStale(error)) showError(getErrorMessage(error));
    }
  });
  return (
    <ModalForm
      opened={opened}
      onClose={close}
      title="Mark paid"
      subtitle={`${settlement.driver_name}, ${formatDate(settlement.period_start)}–${formatDate(settlement.period_end)}: net ${formatMoney(settlement.net)}`}
      onSubmit={submit}
      submitting={pay.isPending}
      stale={version.stale && { ...version.stale, hint: RELOAD_HINT }}
    >
      <FormTextField
        control={control}
        name="reference"
        label="Reference"
        placeholder="Check number, transfer id…"
        withAsterisk
        maxLength={100}
      />
      {/* Last: its calendar opens below it, over no other field's message. */}
      <FormDateField control={control} name="paidOn" label="Paid on" withAsterisk />
    </ModalForm>
  );
}
