import { isFuelAmount, isFuelGallons } from '@fletx/contract/driver-values';
import { jurisdictionCode } from '@fletx/contract/jurisdictions';
import { type FormEvent, useState } from 'react';
import { useI18n } from '../lib/i18n';
import { FilePickButton, InputField, QueuedSubmit } from './fields';
import { useTrip } from './trip-context';

/**
 * A decimal typed on the phone ("12,5" or "12.5") that the API's own rule for the field takes (its limits and
 * decimals: the contract's `isFuelGallons`, `isFuelAmount`), or undefined: a receipt the server would refuse is
 * never queued, so the driver corrects it while it is still on the screen.
 */
function decimal(text: string, rule: (n: number) => boolean): number | undefined {
  const clean = text.trim().replace(',', '.');
  if (!/^\d+(\.\d*)?$/.test(clean)) return undefined;
  const value = Number(clean);
  return rule(value) ? value : undefined;
}

/**
 * The "Fuel" receipt (docs/product.md "Fuel"): gallons, amount, state and the receipt's photo, queued in the
 * outbox like every action (sent when there is a signal, once per Idempotency-Key); the photo after it, as a
 * document of the purchase the server made.
 */
export function FuelReceiptForm() {
  const { t } = useI18n();
  const tf = t.fuel;
  const { outbox } = useTrip();
  const [values, setValues] = useState({ gallons: '', amount: '', state: '', vendor: '' });
  const [photo, setPhoto] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const set = (field: keyof typeof values) => (e: { target: { value: string } }) => {
    setValues({ ...values, [field]: e.target.value });
    setDone(false);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const gallons = decimal(values.gallons, isFuelGallons);
    const amount = decimal(values.amount, isFuelAmount);
    const state = jurisdictionCode(values.state);
    const problem =
      gallons === undefined
        ? tf.badGallons
        : amount === undefined
          ? tf.badAmount
          : !state
            ? tf.badState
            : null;
    setError(problem);
    if (problem) return;
    const at = new Date().toISOString();
    const receipt = await outbox.add({
      kind: 'fuel',
      loadId: null,
      at,
      body: { at, gallons, amount, state, ...(values.vendor.trim() ? { vendor: values.vendor.trim() } : {}) },
    });
    if (photo)
      await outbox.add({
        kind: 'fuel-photo',
        loadId: null,
        at,
        parentKey: receipt.key,
        file: photo,
        fileName: photo.name || 'receipt.jpg',
      });
    setValues({ gallons: '', amount: '', state: '', vendor: '' });
    setPhoto(null);
    setDone(true);
  };

  return (
    <details className="drv-card drv-details">
      <summary>{tf.open}</summary>
      <form className="drv-stack-sm" onSubmit={submit} noValidate aria-label={tf.open}>
        <InputField label={tf.gallons} inputMode="decimal" value={values.gallons} onChange={set('gallons')} />
        <InputField label={tf.amount} inputMode="decimal" value={values.amount} onChange={set('amount')} />
        <InputField label={tf.state} maxLength={2} value={values.state} onChange={set('state')} />
        <InputField label={tf.vendor} maxLength={200} value={values.vendor} onChange={set('vendor')} />
        <FilePickButton
          label={photo ? `${tf.photo} ✓` : tf.photo}
          accept="image/png,image/jpeg"
          camera
          onFiles={(files) => setPhoto(files[0] ?? null)}
        />
        <QueuedSubmit error={error} done={done} queued={tf.queued} send={tf.send} />
      </form>
    </details>
  );
}
