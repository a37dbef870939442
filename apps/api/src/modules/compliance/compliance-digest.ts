import {
  type ComplianceItem,
  type ComplianceState,
  complianceMessages,
  shownDay,
} from '@fletx/contract/compliance';
import type { Mail } from '../../lib/mailer';

/** The daily digest mail to one Carriers or Admin user (docs/product.md "Compliance"). */
export function digestMail(to: { email: string; firstName: string }, items: ComplianceItem[]): Mail {
  const count = (state: ComplianceState) => items.filter((i) => i.state === state).length;
  const line = (i: ComplianceItem) =>
    `- ${i.entityName}: ${i.label} — ${
      i.detail !== undefined
        ? i.detail
        : i.state === 'missing'
          ? 'missing'
          : i.state === 'expired'
            ? `expired on ${shownDay(i.expiresOn ?? '')}`
            : `expires on ${shownDay(i.expiresOn ?? '')} (${i.daysLeft} day${i.daysLeft === 1 ? '' : 's'})`
    }${i.blocks ? ' [blocks dispatch]' : ''}`;
  const section = (title: string, state: ComplianceState) => {
    const rows = items.filter((i) => i.state === state);
    return rows.length ? [`${title} (${rows.length})`, ...rows.map(line), ''] : [];
  };
  return {
    to: to.email,
    subject: complianceMessages.digestSubject(count('expired'), count('expiring'), count('missing')),
    text: [
      `Hello ${to.firstName},`,
      '',
      "Today's compliance digest:",
      '',
      ...section('Expired', 'expired'),
      ...section('Due within 30 days', 'expiring'),
      ...section('Missing', 'missing'),
      'Open the Compliance screen to renew them: /fletx/compliance',
    ].join('\n'),
  };
}
