import type { IntakeBox, IntakeConfidence, IntakeFields } from '@fletx/contract/intake';
import { readCharges } from './amounts';
import { EQUIPMENT_PATTERN, parseEquipment, parseWeight, WEIGHT_PATTERN } from './equipment';
import { firstLabelled, LABELS } from './labels';
import { boxes, type Line, type Span, spanText } from './lines';
import { readParties } from './parties';
import { readStopBlocks } from './stop-blocks';
import { readStopTable } from './stop-table';
import type { ReadResult } from './types';

const cents = (n: number) => Math.round(n * 100) / 100;

/** A value found anywhere by its form alone (no label): the first line whose text matches. */
function byPattern(lines: Line[], pattern: RegExp): Span | null {
  for (const line of lines) {
    for (const segment of line.segments) {
      const m = pattern.exec(segment.text);
      if (m) {
        let offset = 0;
        const words = segment.words.filter((w) => {
          const start = offset;
          offset += w.text.length + 1;
          return start < m.index + m[0].length && start + w.text.length > m.index;
        });
        return { page: segment.page, words };
      }
    }
  }
  return null;
}

/** The fields of a rate confirmation by the rules alone (no learnt layout). */
export function readByRules(lines: Line[]): ReadResult {
  const table = readStopTable(lines);
  const { stops, used } = table.stops.length > 0 ? table : readStopBlocks(lines);
  const rest = lines.filter((_, index) => !used.has(index));
  const sources: Record<string, IntakeBox[]> = {};
  const put = (path: string, span: Span | null | undefined) => {
    if (span && span.words.length > 0) sources[path] = boxes(span);
  };

  const parties = readParties(rest);
  put('brokerName', parties.brokerName?.span);
  put('brokerMc', parties.brokerMc?.span);
  put('brokerLoadNumber', parties.brokerLoadNumber?.span);

  const charges = readCharges(lines);
  const extras = charges.extras.map((e) => ({ kind: e.kind, amount: cents(e.amount) }));
  charges.extras.forEach((e, i) => {
    put(`accessorials.${i}`, e.span);
  });
  let rate: number | null = null;
  let rateConfidence = 0;
  if (charges.lineHaul) {
    rate = cents(charges.lineHaul.amount);
    rateConfidence = 0.95;
    put('rate', charges.lineHaul.span);
  } else if (charges.total) {
    rate = cents(charges.total.amount - extras.reduce((sum, e) => sum + e.amount, 0));
    rateConfidence = extras.length > 0 ? 0.7 : 0.8;
    put('rate', charges.total.span);
  }

  const commodity = firstLabelled(rest, [...LABELS.commodity], (text) => /[a-z]{3}/i.test(text));
  put('commodity', commodity?.value);

  const weightLabel = firstLabelled(rest, [...LABELS.weight], (text) => parseWeight(text, true) !== null);
  const weightSpan = weightLabel?.value ?? byPattern(rest, WEIGHT_PATTERN);
  const weight = weightSpan ? parseWeight(spanText(weightSpan), weightLabel !== null) : null;
  put('weight', weightSpan);

  const equipmentLabel = firstLabelled(
    rest,
    [...LABELS.equipment],
    (text) => parseEquipment(text, true).trailerType !== null,
  );
  const equipmentSpan = equipmentLabel?.value ?? byPattern(rest, EQUIPMENT_PATTERN);
  const equipment = equipmentSpan
    ? parseEquipment(spanText(equipmentSpan), equipmentLabel !== null)
    : { trailerType: null, trailerLength: null };
  const lengthLabel = equipment.trailerLength
    ? null
    : firstLabelled(rest, [...LABELS.length], (text) => /^\d{2}\b/.test(text));
  if (lengthLabel) equipment.trailerLength = Number(/^\d{2}/.exec(spanText(lengthLabel.value))![0]);
  put('trailerLength', lengthLabel?.value);
  if (equipment.trailerType) put('trailerType', equipmentSpan);
  if (equipment.trailerLength) put('trailerLength', equipmentSpan);
  const equipmentScore = equipmentLabel ? 0.9 : 0.7;

  stops.forEach((stop, i) => {
    for (const [field, spans] of Object.entries(stop.sources))
      sources[`stops.${i}.${field}`] = (spans ?? []).flatMap((s) => boxes(s));
  });

  const fields: IntakeFields = {
    brokerName: parties.brokerName?.value ?? null,
    brokerMc: parties.brokerMc?.value ?? null,
    brokerLoadNumber: parties.brokerLoadNumber?.value ?? null,
    rate,
    accessorials: extras,
    commodity: commodity ? spanText(commodity.value) : null,
    weight,
    trailerType: equipment.trailerType,
    trailerLength: equipment.trailerLength,
    stops: stops.map((s) => s.stop),
  };
  const confidence: IntakeConfidence = {
    brokerName: parties.brokerName?.confidence ?? 0,
    brokerMc: parties.brokerMc?.confidence ?? 0,
    brokerLoadNumber: parties.brokerLoadNumber?.confidence ?? 0,
    rate: rateConfidence,
    accessorials: extras.length > 0 ? 0.9 : charges.lineHaul || charges.total ? 0.8 : 0,
    commodity: commodity ? 0.9 : 0,
    weight: weight === null ? 0 : weightLabel ? 0.9 : 0.7,
    trailerType: equipment.trailerType ? equipmentScore : 0,
    trailerLength: equipment.trailerLength ? equipmentScore : 0,
    stops: stops.map((s) => s.confidence),
  };
  return { fields, confidence, sources, usedLayout: false };
}
