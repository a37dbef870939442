import { LOAD_STATUS } from '@fletx/contract/load-status';
import type { DriverLoad } from '@fletx/contract/tracking';
import { useState } from 'react';
import { useParams } from 'react-router';
import { DriverSubPage } from '../components/driver-layout';
import { CancelConfirm, TextAreaField, useRequiredText } from '../components/fields';
import { LoadSummary } from '../components/load-summary';
import { LocationStatus } from '../components/location-status';
import { OutboxPanel } from '../components/outbox-panel';
import { ProofOfDeliveryForm } from '../components/proof-of-delivery-form';
import { CancellationForm, ReportForm } from '../components/report-form';
import { StopLinks } from '../components/stop-links';
import { useTrip } from '../components/trip-context';
import { useI18n } from '../lib/i18n';

/** Accept, or refuse with a reason, a load offered to the driver (2 → 4 · 2 → 3). */
function OfferActions({ load }: { load: DriverLoad }) {
  const { t } = useI18n();
  const { outbox } = useTrip();
  const [refusing, setRefusing] = useState(false);
  const reason = useRequiredText(t.reasonRequired);
  const at = () => new Date().toISOString();
  if (refusing)
    return (
      <div className="drv-card drv-stack-sm">
        <TextAreaField
          label={t.refuseReason}
          value={reason.text}
          onChange={reason.setText}
          error={reason.error}
        />
        <CancelConfirm
          confirm={t.refuseConfirm}
          confirmClass="drv-btn-danger"
          onCancel={() => setRefusing(false)}
          onConfirm={() => {
            const text = reason.take();
            if (!text) return;
            const when = at();
            void outbox.add({ kind: 'refuse', loadId: load.id, at: when, body: { at: when, reason: text } });
          }}
        />
      </div>
    );
  return (
    <div className="drv-stack-sm">
      <button
        type="button"
        className="drv-btn drv-btn-primary drv-btn-big"
        onClick={() => {
          const when = at();
          void outbox.add({ kind: 'accept', loadId: load.id, at: when, body: { at: when } });
        }}
      >
        {t.accept}
      </button>
      <button type="button" className="drv-btn drv-btn-danger" onClick={() => setRefusing(true)}>
        {t.refuse}
      </button>
    </div>
  );
}

/** One big button for the next step, confirmed before it is taken; positions are sent with each step. */
function StepButton({ load, status }: { load: DriverLoad; status: number }) {
  const { t } = useI18n();
  const { outbox, location, trackedLoad } = useTrip();
  const [confirming, setConfirming] = useState(false);
  const next = status + 1;
  const label = t.nextStep[next] ?? '';
  if (confirming)
    return (
      <fieldset className="drv-card drv-stack-sm drv-confirm" aria-label={t.confirmStep(label)}>
        <p className="drv-strong">{t.confirmStep(label)}</p>
        <CancelConfirm
          confirm={t.confirm}
          confirmClass="drv-btn-primary"
          onCancel={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false);
            const at = new Date().toISOString();
            void (async () => {
              if (trackedLoad?.id === load.id) await location.flush(load.id);
              await outbox.add({ kind: 'advance', loadId: load.id, at, body: { at } });
              if (trackedLoad?.id === load.id) void location.sendNow(load.id);
            })();
          }}
        />
      </fieldset>
    );
  return (
    <button
      type="button"
      className="drv-btn drv-btn-primary drv-btn-huge"
      onClick={() => setConfirming(true)}
    >
      {label}
    </button>
  );
}

/** `/driver/loads/:id`: the load, its one next action, the way to its stops, reports and proof of delivery. */
export function LoadPage() {
  const { t } = useI18n();
  const { id } = useParams();
  const { loads, statusOf, trackedLoad } = useTrip();
  const load = loads.data?.find((l) => String(l.id) === id);
  if (!load)
    return (
      <DriverSubPage>
        <p className="drv-muted">{loads.isPending ? t.loading : t.loadNotFound}</p>
      </DriverSubPage>
    );
  const status = statusOf(load);
  const advancing = status >= LOAD_STATUS.accepted && status < LOAD_STATUS.delivered;
  return (
    <DriverSubPage>
      <OutboxPanel />
      <section className="drv-card">
        <LoadSummary load={load} status={status} full />
      </section>
      {status === LOAD_STATUS.new && <OfferActions load={load} />}
      {advancing && <StepButton load={load} status={status} />}
      {status === LOAD_STATUS.delivered && (
        <p className="drv-card drv-strong" role="status">
          {t.stepDone}
        </p>
      )}
      {trackedLoad?.id === load.id && <LocationStatus />}
      <StopLinks load={load} />
      <section className="drv-card drv-stack-sm" aria-label={t.instructions}>
        <h2 className="drv-section">{t.instructions}</h2>
        <p className="drv-pre">{load.instructions || t.noInstructions}</p>
      </section>
      {status >= LOAD_STATUS.atDelivery && status <= LOAD_STATUS.deliveryApproved && (
        <ProofOfDeliveryForm load={load} />
      )}
      {((status >= LOAD_STATUS.accepted && status <= LOAD_STATUS.deliveryApproved) ||
        status === LOAD_STATUS.cancellationRequested) && <ReportForm load={load} />}
      {status >= LOAD_STATUS.new &&
        status < LOAD_STATUS.delivered &&
        status !== LOAD_STATUS.refusedByDriver && <CancellationForm load={load} />}
    </DriverSubPage>
  );
}
