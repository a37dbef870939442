import type { IntakeDraft } from '@fletx/contract/intake';
import type { ImapFlow } from 'imapflow';
import MailComposer from 'nodemailer/lib/mail-composer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateCorpus } from '../scripts/intake-corpus';
import { type Dovecot, startDovecot, withImap } from './helpers/dovecot';
import { ADA_ADMIN, loggedInUser } from './helpers/factories';
import { createTestApp, type TestContext } from './helpers/test-app';

/**
 * Rate confirmations mailed in, end to end (docs/product.md "Rate confirmations"): the app watches a real
 * IMAP mailbox (helpers/dovecot.ts) as `INTAKE_IMAP_URL` makes it, and each PDF a broker mails becomes a
 * draft of the real intake service, read by its queue, with the sender kept; the same file mailed again
 * makes no second draft; a file that is no PDF, PNG or JPEG does not stop the others.
 */
const BASE = '/api/intake/rate-confirmations';
const SENDER = 'loads@summit-freight.test';

let dovecot: Dovecot;
let ctx: TestContext;
let api: ReturnType<TestContext['api']['as']>;

beforeAll(async () => {
  dovecot = await startDovecot();
  const location = {
    secure: true,
    host: '127.0.0.1',
    port: dovecot.imapsPort,
    user: dovecot.user,
    pass: dovecot.pass,
    mailbox: 'INBOX',
  };
  ctx = await createTestApp({
    intakeMailbox: { INTAKE_IMAP_URL: location, INTAKE_IMAP_INSECURE: true, INTAKE_IMAP_POLL_SECONDS: 5 },
  });
  api = ctx.api.as((await loggedInUser(ctx, ADA_ADMIN)).authorization);
}, 60_000);
afterAll(async () => {
  await ctx?.close();
  await dovecot?.stop();
});

const imap = <T>(work: (client: ImapFlow) => Promise<T>) => withImap(dovecot, work);

const deliver = async (mail: ConstructorParameters<typeof MailComposer>[0]) => {
  const raw = await new MailComposer(mail).compile().build();
  return imap((client) => client.append('INBOX', raw));
};

const unseen = () =>
  imap(async (client) => {
    await client.mailboxOpen('INBOX');
    return (await client.search({ seen: false }, { uid: true })) || [];
  });

const mailed = async (): Promise<IntakeDraft[]> => {
  const r = await api.get(`${BASE}?take=100`);
  expect(r.statusCode).toBe(200);
  return (r.json().data.items as IntakeDraft[]).filter((d) => d.source === 'mail');
};

describe('rate confirmations mailed to the intake mailbox', () => {
  it('become drafts read by the queue, with their sender; never twice', { timeout: 60_000 }, async () => {
    const [doc] = await generateCorpus({ perLayout: 1, seed: 5 });
    if (!doc) throw new Error('a corpus document');
    await deliver({
      from: `Summit Freight <${SENDER}>`,
      to: dovecot.user,
      subject: `Rate confirmation ${doc.truth.brokerLoadNumber}`,
      text: 'Please sign and return.',
      attachments: [
        {
          filename: 'not-really.pdf',
          content: Buffer.from('MZ\x90\x00 an executable'),
          contentType: 'application/pdf',
        },
        { filename: `${doc.name}.pdf`, content: Buffer.from(doc.pdf), contentType: 'application/pdf' },
        { filename: 'notes.txt', content: 'ignored' },
      ],
    });
    await expect.poll(async () => (await mailed()).length, { timeout: 20_000 }).toBe(1);
    await expect.poll(unseen, { timeout: 20_000 }).toEqual([]);
    await ctx.services.intake.queue.idle();

    const [draft] = await mailed();
    expect(draft).toMatchObject({
      status: 'parsed',
      source: 'mail',
      sender: SENDER,
      fileName: `${doc.name}.pdf`,
      fields: { brokerLoadNumber: doc.truth.brokerLoadNumber, rate: doc.truth.rate },
    });
    // Its arrival is in its trail, by the system (no one signed in reads the mailbox).
    const trail = (await api.get(`/api/audit?entityType=rateConfirmationDraft&entityId=${draft?.id}`)).json()
      .data.items;
    expect(trail).toEqual([
      expect.objectContaining({
        action: 'create',
        actorName: 'System',
        summary: `Mailed in by ${SENDER}: ${doc.name}.pdf`,
      }),
    ]);

    // The same rate confirmation forwarded again: its message is read, no second draft is made.
    await deliver({
      from: SENDER,
      to: dovecot.user,
      subject: 'Fwd: rate confirmation',
      attachments: [{ filename: 'again.pdf', content: Buffer.from(doc.pdf), contentType: 'application/pdf' }],
    });
    await expect.poll(unseen, { timeout: 20_000 }).toEqual([]);
    expect(await mailed()).toHaveLength(1);
  });
});
