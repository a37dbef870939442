import { describe, expect, it } from 'vitest';
import { COMPLIANCE_ITEM_KEYS, COMPLIANCE_STATES, fallsDue, maintenanceItemKey } from './compliance';
import { complianceMessages } from './compliance-messages';
import { byDueWord, complianceLook, scheduleLook } from './due-states';
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

describe("the 409's, the driver select's and the bell's words follow the same rule", () => {
  it('an inspection was due and is done again; a document expired and is renewed', () => {
    const { blocked, reason, warningTitle, warningBody } = complianceMessages;
    const inspection = fallsDue('trailerInspection');
    const licence = fallsDue('cdl');
    expect([inspection, licence]).toEqual([true, false]);
    expect(reason('TR-1', 'Trailer annual inspection', 'expired', '2026-11-20', inspection)).toBe(
      'TR-1: Trailer annual inspection was due on 20/11/2026',
    );
    expect(blocked('TR-1', 'Trailer annual inspection', 'expired', '2026-11-20', inspection)).toBe(
      'TR-1: Trailer annual inspection was due on 20/11/2026. Have it done before dispatching, or override with a reason.',
    );
    expect(blocked('Ann Lee', "Commercial driver's licence", 'expired', '2026-11-20', licence)).toBe(
      "Ann Lee: Commercial driver's licence expired on 20/11/2026. Renew it before dispatching, or override with a reason.",
    );
    expect(warningTitle('Truck annual inspection', 'Truck 7', -1, true)).toBe(
      'Truck annual inspection of Truck 7 is overdue',
    );
    expect(warningTitle('Truck annual inspection', 'Truck 7', 7, true)).toBe(
      'Truck annual inspection of Truck 7 is due in 7 days',
    );
    expect(warningTitle('Licence plate', 'Truck 7', 0)).toBe('Licence plate of Truck 7 expires today');
    expect(warningBody('2026-12-01', true)).toBe('Due date: 01/12/2026.');
  });
});

describe("the digest's sections and subject follow the same rule", () => {
  it('counts a document expired or expiring apart from an inspection or a task overdue or due soon', () => {
    const items = [
      { item: 'trailerInspection', state: 'expiring' },
      { item: 'cdl', state: 'missing' },
      { item: 'truckInspection', state: 'expired' },
      { item: maintenanceItemKey('oil_change'), state: 'expired' },
      { item: 'trailerInspection', state: 'missing' },
      { item: 'cdl', state: 'expired' },
    ] as const;
    const groups = byDueWord(items);
    expect(groups.map((g) => [g.word, g.items.length])).toEqual([
      ['Expired', 1],
      ['Overdue', 2],
      ['Due soon', 1],
      ['Missing', 2],
    ]);
    expect(groups[1]?.items).toEqual([items[2], items[3]]);
    const counts = groups.map((g) => ({ word: g.word, count: g.items.length }));
    expect(complianceMessages.digestSubject(counts)).toBe(
      'Compliance: 1 expired, 2 overdue, 1 due soon, 2 missing',
    );
  });

  it('says of an item coming up that a document expires on its date, an inspection is due on it', () => {
    const { reason } = complianceMessages;
    expect(reason('TR-1', 'Trailer annual inspection', 'expiring', '2026-12-01', true)).toBe(
      'TR-1: Trailer annual inspection is due on 01/12/2026',
    );
    expect(reason('TR-1', 'Trailer licence plate', 'expiring', '2026-12-01')).toBe(
      'TR-1: Trailer licence plate expires on 01/12/2026',
    );
  });
});
