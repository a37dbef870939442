import type { DriverLoad } from '@fletx/contract/tracking';
import { useI18n } from '../lib/i18n';

/** A map search for the stop (Google Maps' URL form; the phone opens its maps app). */
export function mapLink(name: string | null, city: string, state: string, zip: string): string {
  const query = [name, `${city}, ${state} ${zip}`].filter(Boolean).join(', ');
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}

/** A stop's contact phone as a `tel:` address (the phone's dialer opens with it). */
export const telLink = (phone: string) => `tel:${phone.replace(/[^0-9+]/g, '')}`;

function StopLinkRow({
  navigate,
  call,
  map,
  phone,
}: {
  navigate: string;
  call: string;
  map: string;
  phone: string | null;
}) {
  return (
    <div className={phone ? 'drv-grid-2' : 'drv-stack-sm'}>
      <a className="drv-btn" href={map} target="_blank" rel="noreferrer">
        {navigate}
      </a>
      {phone && (
        <a className="drv-btn drv-btn-call" href={telLink(phone)}>
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
      <StopLinkRow
        navigate={t.goToPickup}
        call={t.callPickup}
        phone={load.phone_pickup}
        map={mapLink(
          load.nameLocationPickup,
          load.city_pickup,
          load.state_code_pickup,
          load.postalCodePickup,
        )}
      />
      <StopLinkRow
        navigate={t.goToDelivery}
        call={t.callDelivery}
        phone={load.phone_delivery}
        map={mapLink(
          load.nameLocationDelivery,
          load.city_delivery,
          load.state_code_delivery,
          load.postalCodeDelivery,
        )}
      />
    </div>
  );
}
