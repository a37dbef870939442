import { formatDollars } from '@fletx/contract/money';
import type { DriverLoad } from '@fletx/contract/tracking';
import { type DriverStop, loadStop, stopTime } from '../lib/driver-data';
import { useI18n } from '../lib/i18n';

export function StatusBadge({ status }: { status: number }) {
  const { t } = useI18n();
  return (
    <span className="drv-badge" data-status={status}>
      {t.statusNames[status] ?? String(status)}
    </span>
  );
}

function Stop({ label, stop }: { label: string; stop: DriverStop }) {
  const { t } = useI18n();
  return (
    <div className="drv-stop">
      <div className="drv-label">{label}</div>
      <div className="drv-strong">{stop.name || '—'}</div>
      <div>
        {stop.city}, {stop.state} {stop.zip}
      </div>
      <div>{t.window(stopTime(stop.open), stopTime(stop.close))}</div>
    </div>
  );
}

/** A load's facts as the driver needs them: stops with their windows, trailer, weight, rate, instructions. */
export function LoadSummary({
  load,
  status,
  full = false,
}: {
  load: DriverLoad;
  status: number;
  full?: boolean;
}) {
  const { t } = useI18n();
  return (
    <div className="drv-stack-sm">
      <div className="drv-row">
        <h2 className="drv-subtitle">{t.loadNumber(load.id_number)}</h2>
        <StatusBadge status={status} />
      </div>
      <Stop label={t.pickup} stop={loadStop(load, 'pickup')} />
      <Stop label={t.delivery} stop={loadStop(load, 'delivery')} />
      <dl className="drv-facts">
        <div>
          <dt>{t.trailer}</dt>
          <dd>
            {load.trailer_type_name}
            {load.trailer_dimensions ? ` · ${load.trailer_dimensions}` : ''}
          </dd>
        </div>
        {load.load_weight !== null && (
          <div>
            <dt>{t.weight}</dt>
            <dd>{t.weightLbs(new Intl.NumberFormat('en-US').format(load.load_weight))}</dd>
          </div>
        )}
        {full && load.product_name && (
          <div>
            <dt>{t.product}</dt>
            <dd>{load.product_name}</dd>
          </div>
        )}
        {load.freight_company !== null && (
          <div>
            <dt>{t.tripRate}</dt>
            <dd>{formatDollars(load.freight_company)}</dd>
          </div>
        )}
      </dl>
      {!full && load.instructions && (
        <p className="drv-note">
          <span className="drv-label">{t.instructions}: </span>
          {load.instructions}
        </p>
      )}
    </div>
  );
}
