import { formatDollars } from '@fletx/contract/money';
import type { SettlementItem } from '@fletx/contract/settlements';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-error';
import { DriverSubPage } from '../components/driver-layout';
import { QueryState } from '../components/query-state';
import { driverFile } from '../lib/driver-api';
import { useDriverSettlements } from '../lib/driver-data';
import { useI18n } from '../lib/i18n';

/** `yyyy-MM-dd` as dd/MM/yyyy, the app's way of writing a day. */
const day = (iso: string) => iso.split('-').reverse().join('/');

/** Saves the week's pay statement on the phone (a download: a tab opened after a fetch is often blocked). */
async function saveStatement(settlement: SettlementItem) {
  const blob = await driverFile(`/settlements/${settlement.id}/pdf`);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `settlement-${settlement.period_start}.pdf`;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

function Week({ settlement }: { settlement: SettlementItem }) {
  const { t } = useI18n();
  const [opening, setOpening] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const open = () => {
    setOpening(true);
    setError(null);
    saveStatement(settlement)
      .catch((e: unknown) =>
        setError(e instanceof ApiError && e.statusCode === 0 ? t.networkError : t.somethingWrong),
      )
      .finally(() => setOpening(false));
  };
  const title = t.pay.week(day(settlement.period_start), day(settlement.period_end));
  return (
    <section className="drv-card drv-stack-sm" aria-label={title} data-testid="pay-week">
      <div className="drv-row">
        <h2 className="drv-section">{title}</h2>
        <span className="drv-badge" data-paid={settlement.status === 'paid'}>
          {settlement.paid_on ? t.pay.paid(day(settlement.paid_on)) : t.pay.unpaid}
        </span>
      </div>
      <dl className="drv-facts">
        <dt>{t.pay.loads}</dt>
        <dd>{settlement.loads}</dd>
        <dt>{t.pay.gross}</dt>
        <dd>{formatDollars(settlement.gross)}</dd>
        <dt>{t.pay.takenOff}</dt>
        <dd>{formatDollars(settlement.gross - settlement.net)}</dd>
        <dt>{t.pay.net}</dt>
        <dd data-testid="pay-net">{formatDollars(settlement.net)}</dd>
      </dl>
      <button type="button" className="drv-btn" onClick={open} disabled={opening}>
        {opening ? t.pay.opening : t.pay.statement}
      </button>
      {error && (
        <p className="drv-alert" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}

/** `/driver/pay`: the driver's weekly settlements, newest first, each with its pay statement. */
export function PayPage() {
  const { t } = useI18n();
  const settlements = useDriverSettlements();
  return (
    <DriverSubPage title={t.pay.title}>
      <p className="drv-muted">{t.pay.help}</p>
      <QueryState query={settlements} empty={t.pay.none} />
      {settlements.data?.map((settlement) => (
        <Week key={settlement.id} settlement={settlement} />
      ))}
    </DriverSubPage>
  );
}
