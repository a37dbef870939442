import { DUTY_STATUSES, type DutyStatus } from '@fletx/contract/driver-values';
import type { DutyChangeBody } from '@fletx/contract/duty';
import { formatDuration } from '@fletx/contract/hos';
import { useEffect, useState } from 'react';
import { useDutyEvents } from '../lib/driver-data';
import { type HosClock, hosClock, localDayStart } from '../lib/hos-clock';
import { useI18n } from '../lib/i18n';
import { currentPosition } from '../lib/use-location';
import { ErrorLine } from './fields';
import { useTrip } from './trip-context';

/** Today's totals and what is left of the 11-hour and 14-hour limits (durations as HH:mm, like the back office). */
export function HosClockView({ clock }: { clock: HosClock }) {
  const { t } = useI18n();
  return (
    <div className="drv-stack-sm" data-testid="hos-clock">
      <div className="drv-gauges">
        <div className="drv-gauge" data-testid="driving-left">
          <span className="drv-label">{t.drivingLeft}</span>
          <span className="drv-big">{formatDuration(clock.drivingLeft)}</span>
        </div>
        <div className="drv-gauge" data-testid="window-left">
          <span className="drv-label">{t.windowLeft}</span>
          <span className="drv-big">{formatDuration(clock.windowLeft)}</span>
        </div>
      </div>
      {clock.breakDue && (
        <p className="drv-alert" role="alert">
          {t.breakDue}
        </p>
      )}
      <h3 className="drv-label">{t.today}</h3>
      <dl className="drv-facts drv-facts-4">
        {DUTY_STATUSES.map((status) => (
          <div key={status}>
            <dt>{t.dutyNames[status]}</dt>
            <dd data-testid={`today-${status}`}>{formatDuration(clock.today[status])}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/** Duty status: the four statuses as big buttons, the current one pressed; the HOS clock below. */
export function DutyPanel() {
  const { t } = useI18n();
  const { outbox, queue } = useTrip();
  const duty = useDutyEvents();
  const [now, setNow] = useState(() => new Date());
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), 60_000);
    return () => window.clearInterval(timer);
  }, []);

  const queued = queue.pending.filter((e) => e.kind === 'duty').map((e) => e.body as DutyChangeBody);
  const sentAt = new Set((duty.data ?? []).map((e) => `${e.status}@${Date.parse(e.at)}`));
  const events = [
    ...(duty.data ?? []),
    ...queued.filter((e) => !sentAt.has(`${e.status}@${Date.parse(e.at)}`)),
  ];
  const clock = hosClock(events, now, localDayStart(now));

  const change = async (status: DutyStatus) => {
    const tappedAt = new Date().toISOString();
    const position = await currentPosition();
    if (!position) {
      setError(t.dutyNeedsPosition);
      return;
    }
    setError(null);
    // When it happened: the tap, not when the position came.
    const at = tappedAt;
    setNow(new Date());
    await outbox.add({
      kind: 'duty',
      loadId: null,
      at,
      body: { status, at, lat: position.lat, lon: position.lon },
    });
  };

  return (
    <section className="drv-card drv-stack-sm" aria-label={t.duty} data-testid="duty-panel">
      <h2 className="drv-section">{t.duty}</h2>
      <p data-testid="duty-current">
        {clock.current ? t.dutyCurrent(t.dutyNames[clock.current] ?? clock.current) : t.dutyNone}
      </p>
      <fieldset className="drv-fieldset drv-grid-2" aria-label={t.duty}>
        {DUTY_STATUSES.map((status) => (
          <button
            key={status}
            type="button"
            className={`drv-btn ${clock.current === status ? 'drv-btn-primary' : ''}`}
            aria-pressed={clock.current === status}
            onClick={() => void change(status)}
          >
            {t.dutyNames[status]}
          </button>
        ))}
      </fieldset>
      <ErrorLine error={error} />
      <HosClockView clock={clock} />
    </section>
  );
}
