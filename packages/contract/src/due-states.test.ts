import { describe, expect, it } from 'vitest';
import { COMPLIANCE_ITEM_KEYS, COMPLIANCE_STATES, maintenanceItemKey } from './compliance';
import { complianceLook, scheduleLook } from './due-states';
import { SCHEDULE_STATES } from './maintenance';

/** The words of an item in each of COMPLIANCE_STATES: expired, expiring, missing. */
const words = (item: Parameters<typeof complianceLook>[0]) =>
  COMPLIANCE_STATES.map((state) => complianceLook(item, state).word);

describe('the words of a dated item\'s state (docs/product.md "Compliance", "Maintenance")', () => {
  it("names a trailer's annual inspection as the Maintenance schedules name theirs: none on file is Missing, past due Overdue", () => {
    const schedule = Object.fromEntries(SCHEDULE_STATES.map((s) => [s, scheduleLook(s).word]));
    expect(schedule).toEqual({ ok: 'OK', due_soon: 'Due soon', overdue: 'Overdue' });
    for (const item of [
      'trailerInspection',
      'truckInspection',
      maintenanceItemKey('annual_inspection'),
    ] as const)
      expect(words(item), item).toEqual([schedule.overdue, schedule.due_soon, 'Missing']);
    expect(Object.values(schedule)).not.toContain('Missing');
  });

  it('keeps Expired and Expiring for the documents that carry their own end date', () => {
    const documents = COMPLIANCE_ITEM_KEYS.filter((k) => !k.endsWith('Inspection'));
    expect(documents).toContain('trailerPlate');
    for (const item of documents) expect(words(item), item).toEqual(['Expired', 'Expiring', 'Missing']);
  });

  it('gives a state past its date, coming up or missing the same tone whatever the kind', () => {
    expect(complianceLook('cdl', 'expired').tone).toBe(scheduleLook('overdue').tone);
    expect(complianceLook('trailerInspection', 'expiring').tone).toBe(scheduleLook('due_soon').tone);
    expect(complianceLook('trailerInspection', 'missing')).toEqual({ tone: 'missing', word: 'Missing' });
  });
});
