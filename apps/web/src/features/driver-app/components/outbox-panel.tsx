import { timeOfDay, useI18n } from '../lib/i18n';
import { useOnline } from '../lib/use-online';
import { useTrip } from './trip-context';

/** What waits on the phone to be sent, and what the server did not accept. */
export function OutboxPanel() {
  const { t, language } = useI18n();
  const { outbox, queue } = useTrip();
  const online = useOnline();
  if (queue.pending.length === 0 && queue.failed.length === 0 && online) return null;
  return (
    <section className="drv-card drv-stack-sm drv-card-warn" aria-label={t.outboxTitle} data-testid="outbox">
      <h2 className="drv-section">{t.outboxTitle}</h2>
      {!online && <p>{t.outboxOffline}</p>}
      {queue.pending.length === 0 ? (
        <p className="drv-muted">{t.outboxEmpty}</p>
      ) : (
        <ol className="drv-list">
          {queue.pending.map((entry) => (
            <li key={entry.key} data-testid="outbox-entry">
              {timeOfDay(entry.at, language)} · {t.kinds[entry.kind] ?? entry.kind}
              {entry.fileName ? ` · ${entry.fileName}` : ''}
            </li>
          ))}
        </ol>
      )}
      {queue.pending.length > 0 && online && (
        <button type="button" className="drv-btn" onClick={() => void outbox.flush()}>
          {t.outboxSendNow}
        </button>
      )}
      {queue.failed.map((entry) => (
        <div key={entry.key} className="drv-alert" role="alert">
          <strong>
            {t.outboxFailed}: {t.kinds[entry.kind] ?? entry.kind} ({timeOfDay(entry.at, language)})
          </strong>
          <div>{entry.message}</div>
          <button
            type="button"
            className="drv-btn drv-btn-small"
            onClick={() => void outbox.dismiss(entry.key)}
          >
            {t.dismiss}
          </button>
        </div>
      ))}
    </section>
  );
}
