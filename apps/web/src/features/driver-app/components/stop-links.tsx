import type { DriverLoad } from '@fletx/contract/tracking';
import { type DriverStop, loadStop } from '../lib/driver-data';
import { useI18n } from '../lib/i18n';

/** A map search for the stop (Google Maps' URL form; the phone opens its maps app). */
export function mapLink({ name, city, state, zip }: DriverStop): string {
  const query = [name, `${city}, ${state} ${zip}`].filter(Boolean).join(', ');
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}

/** A stop's contact phone as a `tel:` address (the phone's dialer opens with it). */
export const telLink = (phone: string) => `tel:${phone.replace(/[^0-9+]/g, '')}`;

function StopLinkRow({ navigate, call, stop }: { navigate: string; call: string; stop: DriverStop }) {
  return (
    <div className={stop.phone ? 'drv-grid-2' : 'drv-stack-sm'}>
      <a className="drv-btn" href={mapLink(stop)} target="_blank" rel="noreferrer">
        {navigate}
      </a>
      {stop.phone && (
        <a className="drv-btn drv-btn-call" href={telLink(stop.phone)}>
          {call}
        </a>
      )}
    </div>
  );
}

/**
 * For each stop: Navigate (a map search with its address), always; Call (its contact phone), when the load
 * has one for the stop.
 */
export function StopLinks({ load }: { load: DriverLoad }) {
  const { t } = useI18n();
  return (
    <div className="drv-stack-sm" data-testid="stop-links">
      <StopLinkRow navigate={t.goToPickup} call={t.callPickup} stop={loadStop(load, 'pickup')} />
      <StopLinkRow navigate={t.goToDelivery} call={t.callDelivery} stop={loadStop(load, 'delivery')} />
    </div>
  );
}
