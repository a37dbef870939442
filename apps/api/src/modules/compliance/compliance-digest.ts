import type { ComplianceItem } from '@fletx/contract/compliance';
import { complianceMessages } from '@fletx/contract/compliance-messages';
import { byDueWord } from '@fletx/contract/due-states';
import type { Mail } from '../../lib/mailer';
import { reasonOf } from './compliance-order';

/** An item's line: the 409's and the board's words (`reasonOf`), how many days are left when coming up. */
const line = (i: ComplianceItem) =>
  `- ${reasonOf(i)}${
    i.state === 'expiring' && i.detail === undefined && i.daysLeft !== null
      ? ` (${i.daysLeft} day${i.daysLeft === 1 ? '' : 's'})`
      : ''
  }${i.blocks ? ' [blocks dispatch]' : ''}`;

/**
 * The daily digest mail to one Carriers or Admin user (docs/product.md "Compliance"): a section per state, in
 * the words of the item's kind (packages/contract/src/due-states.ts): a document expired or expiring, an
 * inspection or a maintenance task overdue or due soon, anything missing.
 */
export function digestMail(to: { email: string; firstName: string }, items: ComplianceItem[]): Mail {
  const groups = byDueWord(items);
  return {
    to: to.email,
    subject: complianceMessages.digestSubject(groups.map((g) => ({ word: g.word, count: g.items.length }))),
    text: [
      `Hello ${to.firstName},`,
      '',
      "Today's compliance digest:",
      '',
      ...groups.flatMap((g) => [`${g.word} (${g.items.length})`, ...g.items.map(line), '']),
      'Open the Compliance screen to renew them: /fletx/compliance',
    ].join('\n'),
  };
}
