import { type ComplianceState, shownDay } from './compliance';

/**
 * What compliance says to people (docs/product.md "Compliance"): a dispatch's 409, the reason beside a driver
 * in the select, the bell's warnings and the digest's subject; the rules themselves live in compliance.ts.
 */
export const complianceMessages = {
  /** The 409 of a dispatch for an overdue maintenance schedule that blocks. */
  maintenanceBlocked: (owner: string, label: string, detail: string) =>
    `${owner}: ${label} is overdue (${detail}). Have it done before dispatching, or override with a reason.`,
  maintenanceWarningTitle: (label: string, owner: string, detail: string) =>
    `${label} of ${owner}: ${detail}`,
  /**
   * The 409 of a dispatch: the first blocking item, with its date. `recurring`: an inspection, which falls due
   * again (`fallsDue`), rather than a document, which expires.
   */
  blocked: (
    owner: string,
    label: string,
    state: ComplianceState,
    expiresOn: string | null,
    recurring = false,
  ) =>
    `${complianceMessages.reason(owner, label, state, expiresOn, recurring)}. ${
      state === 'missing' || !expiresOn ? 'Enter it' : recurring ? 'Have it done' : 'Renew it'
    } before dispatching, or override with a reason.`,
  /**
   * An item in a few words (the driver select shows a blocking one beside the name, the board and the digest
   * any): missing, past its date, or coming up — an inspection due, a document expiring.
   */
  reason: (
    owner: string,
    label: string,
    state: ComplianceState,
    expiresOn: string | null,
    recurring = false,
  ): string =>
    state === 'missing' || !expiresOn
      ? `${owner}: ${label} is missing`
      : state === 'expired'
        ? `${owner}: ${label} ${recurring ? 'was due on' : 'expired on'} ${shownDay(expiresOn)}`
        : `${owner}: ${label} ${recurring ? 'is due on' : 'expires on'} ${shownDay(expiresOn)}`,
  more: (count: number) => ` (${count} more item${count === 1 ? '' : 's'} also block.)`,
  overrideNotAllowed: 'Only Carriers and Admin users may override a compliance block.',
  overridden: (by: string, reason: string, items: string) =>
    `Compliance override by ${by}: ${reason} (${items})`,
  warningTitle: (label: string, owner: string, daysLeft: number, recurring = false) =>
    daysLeft < 0
      ? `${label} of ${owner} ${recurring ? 'is overdue' : 'has expired'}`
      : daysLeft === 0
        ? `${label} of ${owner} ${recurring ? 'is due' : 'expires'} today`
        : `${label} of ${owner} ${recurring ? 'is due' : 'expires'} in ${daysLeft} day${daysLeft === 1 ? '' : 's'}`,
  warningBody: (expiresOn: string, recurring = false) =>
    `${recurring ? 'Due date' : 'Expiration date'}: ${shownDay(expiresOn)}.`,
  /** The digest's subject: how many items each state's word names (due-states.ts `byDueWord`), e.g. '1 overdue'. */
  digestSubject: (counts: ReadonlyArray<{ word: string; count: number }>) =>
    `Compliance: ${counts.map(({ word, count }) => `${count} ${word.toLowerCase()}`).join(', ')}`,
} as const;
