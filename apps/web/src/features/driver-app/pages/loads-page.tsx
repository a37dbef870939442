import type { DriverLoad } from '@fletx/contract/tracking';
import { Link } from 'react-router';
import { DutyPanel } from '../components/duty-panel';
import { FuelReceiptForm } from '../components/fuel-receipt-form';
import { LoadSummary } from '../components/load-summary';
import { LocationStatus } from '../components/location-status';
import { OutboxPanel } from '../components/outbox-panel';
import { QueryState } from '../components/query-state';
import { useTrip } from '../components/trip-context';
import { groupLoads } from '../lib/driver-data';
import { useDriverUnread } from '../lib/driver-messages';
import { useI18n } from '../lib/i18n';

function LoadList({ title, loads, testId }: { title: string; loads: DriverLoad[]; testId: string }) {
  const { t } = useI18n();
  const { statusOf } = useTrip();
  if (loads.length === 0) return null;
  return (
    <section className="drv-stack-sm" aria-label={title} data-testid={testId}>
      <h2 className="drv-section">{title}</h2>
      {loads.map((load) => (
        <Link key={load.id} to={`/driver/loads/${load.id}`} className="drv-card drv-card-link">
          <LoadSummary load={load} status={statusOf(load)} />
          <span className="drv-open" aria-hidden>
            {t.open} ›
          </span>
        </Link>
      ))}
    </section>
  );
}

/** The way to the conversation with dispatch, with what is unread. */
function MessagesLink() {
  const { t } = useI18n();
  const unread = useDriverUnread().data ?? 0;
  return (
    <Link to="/driver/messages" className="drv-btn drv-btn-big" data-testid="messages-link">
      {t.messages.open}
      {unread > 0 && (
        <span className="drv-count" role="status" aria-label={t.messages.unread(unread)}>
          {unread}
        </span>
      )}
    </Link>
  );
}

/** `/driver`: the current load first, then new (offered) loads, upcoming and recent ones; duty status. */
export function LoadsPage() {
  const { t } = useI18n();
  const { loads, statusOf, trackedLoad } = useTrip();
  const groups = groupLoads(loads.data ?? [], statusOf);
  return (
    <div className="drv-stack">
      <h1 className="drv-title">{t.myLoads}</h1>
      <OutboxPanel />
      <div className="drv-grid-2">
        <Link to="/driver/inspection" className="drv-btn drv-btn-big">
          {t.inspection.open}
        </Link>
        <Link to="/driver/pay" className="drv-btn drv-btn-big">
          {t.pay.open}
        </Link>
      </div>
      <MessagesLink />
      <FuelReceiptForm />
      <QueryState query={loads} empty={t.noLoads} />
      <LoadList title={t.currentLoad} loads={groups.current} testId="current-load" />
      {trackedLoad && <LocationStatus />}
      <LoadList title={t.offered} loads={groups.offered} testId="offered-loads" />
      <DutyPanel />
      <LoadList title={t.upcoming} loads={groups.upcoming} testId="upcoming-loads" />
      <LoadList title={t.recent} loads={groups.recent} testId="recent-loads" />
    </div>
  );
}
