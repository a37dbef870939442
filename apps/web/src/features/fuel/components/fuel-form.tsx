import { Button, Group } from '@mantine/core';
import { PageCard } from '../../../components/cards/page-card';
import { showError, showSuccess } from '../../../components/popups/popups';
import { getErrorMessage } from '../../../lib/api-client';
import { useZodForm } from '../../../lib/form';
import { useAddPurchase } from '../api/fuel-api';
import {
  localOf,
  PurchaseFields,
  type PurchaseValues,
  purchaseForm,
  showFieldErrors,
} from './purchase-fields';

const blank = (): PurchaseValues => ({
  truckId: '',
  at: localOf(new Date()),
  state: '',
  gallons: '',
  amount: '',
  vendor: '',
  receipt: '',
});

/** "Add a purchase": labelled fields, each error under its field (the server's too). */
export function FuelForm() {
  const add = useAddPurchase();
  const { control, handleSubmit, reset, setError } = useZodForm(purchaseForm, { defaultValues: blank() });
  const submit = handleSubmit(async (body) => {
    try {
      showSuccess((await add.mutateAsync(body)).message);
      reset(blank());
    } catch (error) {
      if (!showFieldErrors(error, setError)) showError(getErrorMessage(error));
    }
  });
  return (
    <PageCard title="Add a purchase">
      <form onSubmit={submit} noValidate aria-label="Add a fuel purchase">
        <Group align="flex-start" gap="sm">
          <PurchaseFields control={control} inline />
          {/* Pressing the button does not take the focus from the field being typed in: that field's error
              would show at once and move the button (the row wraps) from under the pointer before the click,
              so the click was lost. The click then shows every field's error at once. */}
          <Button
            type="submit"
            loading={add.isPending}
            mt={24}
            onMouseDown={(event) => event.preventDefault()}
          >
            Add purchase
          </Button>
        </Group>
      </form>
    </PageCard>
  );
}
