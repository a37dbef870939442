import { ALERT_KINDS, type AlertKind } from '@fletx/contract/driver-values';
import type { DriverLoad } from '@fletx/contract/tracking';
import { type FormEvent, useEffect, useState } from 'react';
import { useI18n } from '../lib/i18n';
import { currentPosition } from '../lib/use-location';
import { FilePickButton, QueuedSubmit, TextAreaField, useRequiredText } from './fields';
import { useTrip } from './trip-context';

/** Report a problem: an alert with its kind and text, and the phone's position when it has one. */
export function ReportForm({ load }: { load: DriverLoad }) {
  const { t } = useI18n();
  const { outbox } = useTrip();
  const [kind, setKind] = useState<AlertKind>('breakdown');
  const report = useRequiredText(t.textRequired);
  const [done, setDone] = useState(false);
  const [photo, setPhoto] = useState<{ file: File; url: string } | null>(null);
  useEffect(() => () => (photo ? URL.revokeObjectURL(photo.url) : undefined), [photo]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const text = report.take();
    if (!text) return;
    const at = new Date().toISOString();
    const position = await currentPosition();
    await outbox.add({
      kind: 'report',
      loadId: load.id,
      at,
      body: {
        type: 'alert',
        kind,
        text,
        at,
        ...(position ? { lat: position.lat, lon: position.lon } : {}),
      },
    });
    if (photo)
      await outbox.add({ kind: 'photo', loadId: load.id, at, file: photo.file, fileName: photo.file.name });
    report.setText('');
    setPhoto(null);
    setDone(true);
  };

  return (
    <details className="drv-card drv-details">
      <summary>{t.report}</summary>
      <form className="drv-stack-sm" onSubmit={submit} noValidate>
        <fieldset className="drv-fieldset">
          <legend>{t.reportKind}</legend>
          <div className="drv-grid-2">
            {ALERT_KINDS.map((k) => (
              <label key={k} className={`drv-choice ${kind === k ? 'drv-choice-on' : ''}`}>
                <input type="radio" name="kind" value={k} checked={kind === k} onChange={() => setKind(k)} />
                {t.reportKinds[k]}
              </label>
            ))}
          </div>
        </fieldset>
        <TextAreaField
          label={t.reportText}
          value={report.text}
          onChange={(value) => {
            report.setText(value);
            setDone(false);
          }}
        />
        {photo ? (
          <div className="drv-page">
            <img src={photo.url} alt={t.reportPhoto} />
            <button type="button" className="drv-btn drv-btn-small" onClick={() => setPhoto(null)}>
              {t.removePhoto}
            </button>
          </div>
        ) : (
          <FilePickButton
            label={t.reportPhoto}
            accept="image/png,image/jpeg"
            camera
            onFiles={([file]) => {
              if (file) setPhoto({ file, url: URL.createObjectURL(file) });
            }}
          />
        )}
        <QueuedSubmit error={report.error} done={done} queued={t.reportQueued} send={t.sendReport} />
      </form>
    </details>
  );
}

/** A cancellation request with its reason (the load goes to Cancellation requested, 15). */
export function CancellationForm({ load }: { load: DriverLoad }) {
  const { t } = useI18n();
  const { outbox } = useTrip();
  const reason = useRequiredText(t.reasonRequired);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const text = reason.take();
    if (!text) return;
    const at = new Date().toISOString();
    await outbox.add({
      kind: 'report',
      loadId: load.id,
      at,
      body: { type: 'cancellation', text, at },
    });
    reason.setText('');
  };
  return (
    <details className="drv-card drv-details">
      <summary>{t.cancellation}</summary>
      <form className="drv-stack-sm" onSubmit={submit} noValidate>
        <TextAreaField
          label={t.cancellationReason}
          value={reason.text}
          onChange={reason.setText}
          error={reason.error}
        />
        <button type="submit" className="drv-btn drv-btn-danger">
          {t.sendCancellation}
        </button>
      </form>
    </details>
  );
}
