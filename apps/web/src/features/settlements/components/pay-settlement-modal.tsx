import { paySettlementBody, type SettlementDetail } from '@fletx/contract/settlements';
import { FormDateField } from '../../../components/form/date-field';
import { FormTextField } from '../../../components/form/form-text-field';
import { popupOutcome } from '../../../components/mutations/popup-outcome';
import { ModalForm } from '../../../components/popups/modal-form';
import { useZodForm } from '../../../lib/form';
import { formatDate, formatMoney } from '../../../lib/format';
import { usePaySettlement } from '../api/settlements';

const todayUtc = () => new Date().toISOString().slice(0, 10);

/** 'Mark paid': the day it was paid (dd/MM/yyyy) and the payment's reference. */
export function PaySettlementModal({
  settlement,
  opened,
  onClose,
}: {
  settlement: SettlementDetail;
  opened: boolean;
  onClose: () => void;
}) {
  const pay = usePaySettlement();
  const { control, handleSubmit, reset } = useZodForm(paySettlementBody, {
    defaultValues: { paidOn: todayUtc(), reference: '' },
  });
  const close = () => {
    reset({ paidOn: todayUtc(), reference: '' });
    onClose();
  };
  const submit = handleSubmit((body) => pay.mutate({ id: settlement.id, body }, popupOutcome(close)));
  return (
    <ModalForm
      opened={opened}
      onClose={close}
      title="Mark paid"
      subtitle={`${settlement.driver_name}, ${formatDate(settlement.period_start)}–${formatDate(settlement.period_end)}: net ${formatMoney(settlement.net)}`}
      onSubmit={submit}
      submitting={pay.isPending}
    >
      <FormDateField control={control} name="paidOn" label="Paid on" withAsterisk />
      <FormTextField
        control={control}
        name="reference"
        label="Reference"
        placeholder="Check number, transfer id…"
        withAsterisk
        maxLength={100}
      />
    </ModalForm>
  );
}
