import { INSPECTION_ITEMS, type InspectionKind } from '@fletx/contract/driver-values';
import type { DriverUnits } from '@fletx/contract/inspections';
import { type FormEvent, useEffect, useState } from 'react';
import { DriverSubPage } from '../components/driver-layout';
import { InputField } from '../components/fields';
import { InspectionItemField } from '../components/inspection-item';
import { InspectionReview } from '../components/inspection-review';
import { OutboxPanel } from '../components/outbox-panel';
import { useTrip } from '../components/trip-context';
import { driverApi } from '../lib/driver-api';
import { useI18n } from '../lib/i18n';
import {
  type DraftErrors,
  defectPhotosOf,
  draftErrors,
  emptyDraft,
  inspectionBodyOf,
  rememberedUnits,
  rememberUnits,
  rowId,
  type Units,
} from '../lib/inspection';
import '../inspection.css';

type Step =
  | { name: 'start' }
  | { name: 'review' | 'items'; kind: InspectionKind; units: Units }
  | { name: 'done' };

/**
 * The truck and trailer and the kind of inspection. The driver's truck and the trailers hitched to it come
 * from the server; without a signal, the IDs last used on this phone are offered to edit.
 */
function StartStep({ onStart }: { onStart: (kind: InspectionKind, units: Units) => void }) {
  const { t } = useI18n();
  const ti = t.inspection;
  const [truck, setTruck] = useState(() => rememberedUnits().truck);
  const [trailer, setTrailer] = useState(() => rememberedUnits().trailer);
  const [known, setKnown] = useState<DriverUnits | 'unknown' | null>(null);
  const [errors, setErrors] = useState<{ truck?: string; trailer?: string }>({});
  useEffect(() => {
    let current = true;
    driverApi
      .units()
      .then((units) => {
        if (!current) return;
        setKnown(units);
        if (units.truck) {
          setTruck(String(units.truck.id));
          setTrailer(units.trailers[0] ? String(units.trailers[0].id) : '');
        }
      })
      .catch(() => current && setKnown('unknown'));
    return () => {
      current = false;
    };
  }, []);
  const start = (kind: InspectionKind) => {
    const truckId = rowId(truck);
    const trailerId = trailer.trim() ? rowId(trailer) : null;
    const next = {
      truck: truckId ? undefined : ti.truckRequired,
      trailer: trailer.trim() && !trailerId ? ti.trailerInvalid : undefined,
    };
    setErrors(next);
    if (!truckId || next.trailer) return;
    const units = { truckId, trailerId };
    rememberUnits(units);
    onStart(kind, units);
  };
  const noTruck = known !== null && known !== 'unknown' && known.truck === null;
  return (
    <section className="drv-card drv-stack-sm" aria-label={ti.kind}>
      {known === null ? <p className="drv-muted">{ti.finding}</p> : null}
      {noTruck ? <p role="alert">{ti.noTruck}</p> : null}
      {known !== null && known !== 'unknown' && known.truck ? (
        <KnownUnits units={known} trailer={trailer} onTrailer={setTrailer} />
      ) : null}
      {known === 'unknown' ? (
        <>
          <p className="drv-muted">{ti.unitsHelp}</p>
          <InputField
            label={ti.truckId}
            inputMode="numeric"
            value={truck}
            onChange={(e) => setTruck(e.target.value)}
            error={errors.truck}
          />
          <InputField
            label={ti.trailerId}
            inputMode="numeric"
            value={trailer}
            onChange={(e) => setTrailer(e.target.value)}
            error={errors.trailer}
          />
        </>
      ) : null}
      <h2 className="drv-section">{ti.kind}</h2>
      <div className="drv-grid-2">
        {(['pre_trip', 'post_trip'] as const).map((kind) => (
          <button
            key={kind}
            type="button"
            className="drv-btn drv-btn-primary drv-btn-big"
            disabled={known === null || noTruck}
            onClick={() => start(kind)}
          >
            {kind === 'pre_trip' ? ti.preTrip : ti.postTrip}
          </button>
        ))}
      </div>
    </section>
  );
}

/** The driver's truck, and a choice of the trailers hitched to it (or none). */
function KnownUnits({
  units,
  trailer,
  onTrailer,
}: {
  units: DriverUnits;
  trailer: string;
  onTrailer: (id: string) => void;
}) {
  const { t } = useI18n();
  const ti = t.inspection;
  const { truck, trailers } = units;
  return (
    <>
      <p data-testid="inspected-truck">
        {ti.truck}: <strong>{truck?.number}</strong> <span className="drv-muted">({truck?.plate})</span>
      </p>
      {trailers.length > 0 ? (
        <label className="drv-field">
          <span>{ti.trailer}</span>
          <select value={trailer} onChange={(e) => onTrailer(e.target.value)}>
            <option value="">{ti.noTrailer}</option>
            {trailers.map((unit) => (
              <option key={unit.id} value={String(unit.id)}>
                {`${unit.number} (${unit.plate})`}
              </option>
            ))}
          </select>
        </label>
      ) : null}
    </>
  );
}

/** The 11 items, the odometer and the signature; queued in the outbox like every driver action. */
function ItemsStep({ kind, units, onDone }: { kind: InspectionKind; units: Units; onDone: () => void }) {
  const { t } = useI18n();
  const ti = t.inspection;
  const { outbox } = useTrip();
  const [draft, setDraft] = useState(emptyDraft);
  const [errors, setErrors] = useState<DraftErrors | null>(null);
  const shown = errors ?? {};
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = draftErrors(draft, t);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const at = new Date().toISOString();
    const report = await outbox.add({
      kind: 'inspection',
      loadId: null,
      at,
      body: inspectionBodyOf(draft, kind, units, at),
    });
    for (const { item, file } of defectPhotosOf(draft))
      await outbox.add({
        kind: 'inspection-photo',
        loadId: null,
        at,
        parentKey: report.key,
        item,
        file,
        fileName: file.name || 'photo.jpg',
      });
    onDone();
  };
  const hasErrors = errors !== null && Object.keys(errors).length > 0;
  return (
    <form className="drv-stack" onSubmit={submit} noValidate>
      <section className="drv-card drv-stack-sm" aria-label={ti.items}>
        <h2 className="drv-section">
          {ti.items} · {kind === 'pre_trip' ? ti.preTrip : ti.postTrip}
        </h2>
        {INSPECTION_ITEMS.map((item) => (
          <InspectionItemField
            key={item}
            item={item}
            answer={draft.answers[item]}
            hasTrailer={units.trailerId !== null}
            errors={{ item: shown[`item.${item}`], severity: shown[`severity.${item}`] }}
            onChange={(answer) => setDraft((d) => ({ ...d, answers: { ...d.answers, [item]: answer } }))}
          />
        ))}
      </section>
      <section className="drv-card drv-stack-sm">
        <InputField
          label={ti.odometer}
          inputMode="numeric"
          value={draft.odometer}
          onChange={(e) => setDraft((d) => ({ ...d, odometer: e.target.value }))}
          error={shown.odometer}
        />
        <InputField
          label={ti.signature}
          autoComplete="name"
          value={draft.signature}
          onChange={(e) => setDraft((d) => ({ ...d, signature: e.target.value }))}
          error={shown.signature}
        />
        {hasErrors && <p className="drv-muted">{ti.fixErrors}</p>}
        <button type="submit" className="drv-btn drv-btn-primary drv-btn-big">
          {ti.submit}
        </button>
      </section>
    </form>
  );
}

/** `/driver/inspection`: a pre-trip (after the review of the last report) or post-trip inspection. */
export default function InspectionPage() {
  const { t } = useI18n();
  const ti = t.inspection;
  const [step, setStep] = useState<Step>({ name: 'start' });
  return (
    <DriverSubPage title={ti.title}>
      <OutboxPanel />
      {step.name === 'start' && (
        <StartStep
          onStart={(kind, units) => setStep({ name: kind === 'pre_trip' ? 'review' : 'items', kind, units })}
        />
      )}
      {step.name === 'review' && (
        <InspectionReview units={step.units} onContinue={() => setStep({ ...step, name: 'items' })} />
      )}
      {step.name === 'items' && (
        <ItemsStep kind={step.kind} units={step.units} onDone={() => setStep({ name: 'done' })} />
      )}
      {step.name === 'done' && (
        <div className="drv-stack-sm">
          <p className="drv-ok" role="status">
            {ti.queued}
          </p>
          <button type="button" className="drv-btn" onClick={() => setStep({ name: 'start' })}>
            {ti.another}
          </button>
        </div>
      )}
    </DriverSubPage>
  );
}
