import type { Inspection } from '@fletx/contract/inspections';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { driverApi } from '../lib/driver-api';
import { DRIVER_QUERY_KEY } from '../lib/driver-outbox';
import { useI18n } from '../lib/i18n';
import type { Units } from '../lib/inspection';
import { ErrorLine } from './fields';

/** One unit's last report: when, and each defect with whether it was repaired. */
function LastReport({ unit, report }: { unit: string; report: Inspection | null }) {
  const { t, language } = useI18n();
  const ti = t.inspection;
  if (!report)
    return (
      <p>
        <strong>{unit}</strong> — {ti.noLastReport}
      </p>
    );
  const when = new Date(report.at).toLocaleString(language === 'es' ? 'es-US' : 'en-US', {
    dateStyle: 'short',
    timeStyle: 'short',
  });
  return (
    <div className="drv-stack-sm">
      <p className="drv-strong">{ti.lastOf(unit, when)}</p>
      {report.defects.length === 0 ? (
        <p className="drv-muted">{ti.noDefects}</p>
      ) : (
        <ul className="drv-list" data-testid="last-defects">
          {report.defects.map((defect) => (
            <li key={defect.id} className="drv-insp-defect">
              <span>
                {ti.itemLabels[defect.item] ?? defect.item}: {defect.note} (
                {defect.severity === 'out_of_service' ? ti.outOfService : ti.minor})
              </span>
              <span className={defect.status === 'repaired' ? 'drv-insp-repaired' : 'drv-insp-open'}>
                {defect.status === 'repaired' ? ti.repaired : ti.notRepaired}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * The pre-trip review (49 CFR 396.13): the last report's defects on the truck and the trailer and whether
 * each was repaired; the driver confirms having reviewed them before the items are asked.
 */
export function InspectionReview({ units, onContinue }: { units: Units; onContinue: () => void }) {
  const { t } = useI18n();
  const ti = t.inspection;
  const [acknowledged, setAcknowledged] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const last = useQuery({
    queryKey: [...DRIVER_QUERY_KEY, 'last-inspection', units.truckId, units.trailerId],
    queryFn: () => driverApi.lastInspection(units.truckId, units.trailerId),
    retry: false,
  });
  return (
    <section className="drv-card drv-stack-sm" aria-label={ti.review}>
      <h2 className="drv-section">{ti.review}</h2>
      <p className="drv-muted">{ti.reviewHelp}</p>
      {last.isPending && <p className="drv-muted">{ti.reviewLoading}</p>}
      {last.isError && <p className="drv-alert">{ti.reviewUnavailable}</p>}
      {last.data && (
        <>
          <LastReport unit={ti.truck} report={last.data.truck} />
          {units.trailerId && <LastReport unit={ti.trailer} report={last.data.trailer} />}
        </>
      )}
      <label className={`drv-choice ${acknowledged ? 'drv-choice-on' : ''}`}>
        <input
          type="checkbox"
          checked={acknowledged}
          onChange={(e) => {
            setAcknowledged(e.target.checked);
            setError(null);
          }}
        />
        {ti.acknowledge}
      </label>
      <ErrorLine error={error} />
      <button
        type="button"
        className="drv-btn drv-btn-primary drv-btn-big"
        onClick={() => (acknowledged ? onContinue() : setError(ti.acknowledgeRequired))}
      >
        {ti.continue}
      </button>
    </section>
  );
}
