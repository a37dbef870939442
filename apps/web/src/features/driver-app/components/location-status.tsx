import { timeOfDay, useI18n } from '../lib/i18n';
import { useTrip } from './trip-context';

/** Whether the phone's position is being shared, and what to do when the permission is refused. */
export function LocationStatus() {
  const { t, language } = useI18n();
  const { location, trackedLoad } = useTrip();
  const text = {
    on: t.locationOn,
    off: t.locationOff,
    waiting: t.locationWaiting,
    denied: t.locationDenied,
    unavailable: t.locationUnavailable,
  }[location.state];
  const warn = location.state === 'denied' || location.state === 'unavailable';
  return (
    <section className={`drv-card drv-stack-sm ${warn ? 'drv-card-warn' : ''}`} aria-label={t.location}>
      <div className="drv-row">
        <h2 className="drv-section">{t.location}</h2>
        <span className={`drv-pill ${location.state === 'on' ? 'drv-pill-ok' : 'drv-pill-warn'}`}>
          {location.state === 'on' ? t.sharingOn : t.sharingOff}
        </span>
      </div>
      <p role="status" data-testid="location-state" data-state={location.state}>
        {text}
      </p>
      {location.last && <p className="drv-muted">{t.lastPosition(timeOfDay(location.last.at, language))}</p>}
      {trackedLoad && location.state !== 'denied' && (
        <button type="button" className="drv-btn" onClick={() => void location.sendNow()}>
          {t.sendPosition}
        </button>
      )}
    </section>
  );
}
