import {
  type DefectSeverity,
  INSPECTION_ITEMS,
  INSPECTION_NOTE_MAX,
  type InspectionItem,
  type InspectionKind,
  ODOMETER_MAX_MILES,
  SIGNATURE_MAX,
  type UnitType,
} from '@fletx/contract/driver-values';
import type { InspectionBody } from '@fletx/contract/inspections';
import type { Dictionary } from './messages-en';

/**
 * The drivers' inspection report (docs/product.md "Inspections (DVIR)"): what the driver answers on the
 * screen, checked by hand (no schema library in the drivers' app) with the contract's limits, and the body of
 * `POST /api/driver/inspections` it becomes.
 */

/** One item's answer: OK, or a defect with its note, severity and unit (the trailer only when there is one). */
export type ItemAnswer =
  | { ok: true }
  | { ok: false; note: string; severity: DefectSeverity | null; unit: UnitType; photos?: File[] };

export type InspectionDraft = {
  answers: Partial<Record<InspectionItem, ItemAnswer>>;
  odometer: string;
  signature: string;
};

/** Field → message; item fields are `item.<key>`, `severity.<key>`. */
export type DraftErrors = Partial<Record<string, string>>;

export const emptyDraft = (): InspectionDraft => ({ answers: {}, odometer: '', signature: '' });

/** The odometer as typed, its thousands separators ("251,300", "251 300") left out, as the office forms read it. */
const odometerText = (typed: string) => typed.trim().replace(/[,\s]/g, '');

export function draftErrors(draft: InspectionDraft, t: Dictionary): DraftErrors {
  const errors: DraftErrors = {};
  for (const item of INSPECTION_ITEMS) {
    const answer = draft.answers[item];
    if (!answer) errors[`item.${item}`] = t.inspection.answerItem;
    else if (!answer.ok) {
      const note = answer.note.trim();
      if (!note || note.length > INSPECTION_NOTE_MAX) errors[`item.${item}`] = t.inspection.noteRequired;
      if (!answer.severity) errors[`severity.${item}`] = t.inspection.severityRequired;
    }
  }
  const odometer = odometerText(draft.odometer);
  if (!/^\d+$/.test(odometer) || Number(odometer) > ODOMETER_MAX_MILES)
    errors.odometer = t.inspection.odometerInvalid;
  const signature = draft.signature.trim();
  if (!signature || signature.length > SIGNATURE_MAX) errors.signature = t.inspection.signatureRequired;
  return errors;
}

/** The API's body: every item answered once, one defect per item marked defective. */
export function inspectionBodyOf(
  draft: InspectionDraft,
  kind: InspectionKind,
  units: Units,
  at: string,
): InspectionBody {
  const items: InspectionBody['items'] = [];
  const defects: InspectionBody['defects'] = [];
  for (const item of INSPECTION_ITEMS) {
    const answer = draft.answers[item];
    items.push({ item, ok: answer?.ok ?? true });
    if (answer && !answer.ok)
      defects.push({
        item,
        note: answer.note.trim(),
        severity: answer.severity ?? 'minor',
        unit: units.trailerId ? answer.unit : 'truck',
      });
  }
  return {
    kind,
    truckId: units.truckId,
    ...(units.trailerId ? { trailerId: units.trailerId } : {}),
    odometer: Number(odometerText(draft.odometer)),
    items,
    defects,
    signature: draft.signature.trim(),
    at,
  };
}

/** The photos of the defects, each with the item it shows (queued after the report, `inspection-photo`). */
export function defectPhotosOf(draft: InspectionDraft): Array<{ item: InspectionItem; file: File }> {
  return INSPECTION_ITEMS.flatMap((item) => {
    const answer = draft.answers[item];
    return answer && !answer.ok ? (answer.photos ?? []).map((file) => ({ item, file })) : [];
  });
}

/** The truck and trailer the driver inspects, remembered on the phone for the next report. */
export type Units = { truckId: number; trailerId: number | null };

// Under the cache's prefix, so that Log out forgets it (driver-api.ts `logOut`).
const UNITS_KEY = 'fletx.driver.cache.units';

export function rememberedUnits(): { truck: string; trailer: string } {
  try {
    const value = JSON.parse(localStorage.getItem(UNITS_KEY) ?? 'null') as Partial<Units> | null;
    return {
      truck: value?.truckId ? String(value.truckId) : '',
      trailer: value?.trailerId ? String(value.trailerId) : '',
    };
  } catch {
    return { truck: '', trailer: '' };
  }
}

export function rememberUnits(units: Units): void {
  try {
    localStorage.setItem(UNITS_KEY, JSON.stringify(units));
  } catch {
    // A full storage only means typing the numbers again next time.
  }
}

/** A whole number of 1 or more, else null. */
export const rowId = (text: string): number | null =>
  /^[1-9]\d{0,9}$/.test(text.trim()) ? Number(text.trim()) : null;
