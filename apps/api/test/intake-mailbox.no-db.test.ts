import crypto from 'node:crypto';
import type { ImapFlow } from 'imapflow';
import MailComposer from 'nodemailer/lib/mail-composer';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../src/env';
import type { ImapLocation } from '../src/modules/intake/intake.mail-parts';
import { IntakeMailbox, type IntakeReceiver } from '../src/modules/intake/intake.mailbox';
import { type Dovecot, startDovecot, withImap } from './helpers/dovecot';

/**
 * Rate confirmations mailed in (docs/product.md "Rate confirmations", modules/intake/intake.mailbox.ts),
 * against a real IMAP server (helpers/dovecot.ts). Each case reads a folder of its own.
 */
let dovecot: Dovecot;
beforeAll(async () => {
  dovecot = await startDovecot();
});
afterAll(async () => {
  await dovecot?.stop();
});

const BROKER = 'dispatch@broker.test';
const file = (head: string, name: string) =>
  Buffer.concat([Buffer.from(head), Buffer.from(name), crypto.randomBytes(64)]);
const pdf = (name: string) => file('%PDF-1.4\n', name);
const png = (name: string) => file('\x89PNG\r\n\x1a\n', name);

/** What the receiver was handed and what the mailbox logged, each awaited as it comes (no sleeps). */
class Observed implements IntakeReceiver {
  calls: Array<{ bytes: Buffer; fileName: string; source: string; sender?: string | null }> = [];
  records: Array<{ msg: string; [key: string]: unknown }> = [];
  private listeners = new Set<() => void>();
  /** The receiver throws for this file name, as IntakeService does for a file it cannot take. */
  constructor(private readonly refuse?: string) {}
  readonly logger = pino(
    { level: 'debug' },
    { write: (line: string) => this.add(this.records, JSON.parse(line)) },
  );

  async receive(input: Observed['calls'][number]) {
    this.add(this.calls, input);
    if (input.fileName === this.refuse) throw new Error('not a rate confirmation');
    return { id: this.calls.length };
  }

  private add<T>(list: T[], item: T) {
    list.push(item);
    for (const listener of this.listeners) listener();
  }

  until(done: () => boolean): Promise<void> {
    return new Promise((resolve) => {
      const check = () => {
        if (!done()) return;
        this.listeners.delete(check);
        resolve();
      };
      this.listeners.add(check);
      check();
    });
  }

  logged = (msg: string, count = 1) =>
    this.until(() => this.records.filter((r) => r.msg === msg).length >= count);
}

const imap = <T>(work: (client: ImapFlow) => Promise<T>) => withImap(dovecot, work);

const folder = async (name: string) => {
  await imap((client) => client.mailboxCreate(name));
  return name;
};

type Composed = ConstructorParameters<typeof MailComposer>[0];
const deliver = async (mailbox: string, mail: Composed | string, flags: string[] = []) => {
  const raw = typeof mail === 'string' ? mail : await new MailComposer(mail).compile().build();
  return imap((client) => client.append(mailbox, raw, flags));
};

/** A broker's mail carrying one rate confirmation, a PDF named `fileName`: answers its bytes. */
const mailRateCon = async (mailbox: string, subject: string, fileName: string) => {
  const content = pdf(fileName);
  await deliver(mailbox, { from: BROKER, subject, attachments: [{ filename: fileName, content }] });
  return content;
};

const flagsOf = (mailbox: string) =>
  imap(async (client) => {
    await client.mailboxOpen(mailbox);
    const messages = await client.fetchAll('1:*', { uid: true, flags: true });
    return messages.map((m) => ({ uid: m.uid, seen: m.flags?.has('\\Seen') ?? false }));
  });

const location = (mailbox: string, secure = true): ImapLocation => ({
  secure,
  host: '127.0.0.1',
  port: secure ? dovecot.imapsPort : dovecot.imapPort,
  user: dovecot.user,
  pass: dovecot.pass,
  mailbox,
});

const watch = (observed: Observed, options: Partial<ConstructorParameters<typeof IntakeMailbox>[0]>) => {
  const mailbox = new IntakeMailbox(
    { location: location('INBOX'), insecure: true, retryMs: 50, ...options },
    observed,
    observed.logger,
  );
  mailbox.start();
  return mailbox;
};

describe('mail in', () => {
  it('hands each PDF and picture of the unseen messages to the receiver with the sender, marks each seen, and reads none twice', async () => {
    const box = await folder('rate-cons-unseen');
    const files = {
      rateCon: pdf('rate-con'),
      bol: png('bol'),
      refused: pdf('refused'),
      photo: png('photo'),
      old: pdf('old'),
    };
    await deliver(
      box,
      { from: BROKER, subject: 'old', attachments: [{ filename: 'old.pdf', content: files.old }] },
      ['\\Seen'],
    );
    await deliver(box, {
      from: `Dispatch <${BROKER}>`,
      subject: 'Load 4471',
      text: 'Rate confirmation attached.',
      html: '<p>Rate confirmation attached.</p><img src="cid:logo@broker.test">',
      attachments: [
        { filename: 'RateCon 4471.pdf', content: files.rateCon, contentType: 'application/pdf' },
        { filename: 'bol.png', content: files.bol, contentType: 'image/png' },
        { filename: 'notes.txt', content: 'call on arrival', contentType: 'text/plain' },
        // The signature's logo: a picture of the HTML body, not a document.
        { filename: 'logo.png', content: png('logo'), contentType: 'image/png', cid: 'logo@broker.test' },
      ],
    });
    await deliver(box, { from: 'ops@broker.test', subject: 'Call me', text: 'No attachment here.' });
    await deliver(box, {
      from: 'ops@other-broker.test',
      subject: 'Load 88',
      attachments: [
        { filename: 'refused.pdf', content: files.refused },
        // By its name only: a phone's generic type.
        { filename: 'photo.JPG', content: files.photo, contentType: 'application/octet-stream' },
      ],
    });
    // A message that is nothing but the file.
    const whole = pdf('whole');
    await deliver(
      box,
      `From: ${BROKER}\r\nSubject: scan\r\nMIME-Version: 1.0\r\nContent-Type: application/pdf; name="scan.pdf"\r\n` +
        `Content-Transfer-Encoding: base64\r\n\r\n${whole.toString('base64')}\r\n`,
    );

    const observed = new Observed('refused.pdf');
    const mailbox = watch(observed, { location: location(box), pollMs: 100 });
    await observed.logged('intake mail read and marked seen', 4);
    // The next search, a poll later, finds nothing left to read.
    await observed.until(() =>
      observed.records.some((r) => r.msg === 'intake mailbox searched' && r.messages === 0),
    );
    await mailbox.stop();

    expect(
      observed.calls.map(({ fileName, bytes, source, sender }) => ({ fileName, bytes, source, sender })),
    ).toEqual([
      { fileName: 'RateCon 4471.pdf', bytes: files.rateCon, source: 'mail', sender: BROKER },
      { fileName: 'bol.png', bytes: files.bol, source: 'mail', sender: BROKER },
      { fileName: 'refused.pdf', bytes: files.refused, source: 'mail', sender: 'ops@other-broker.test' },
      { fileName: 'photo.JPG', bytes: files.photo, source: 'mail', sender: 'ops@other-broker.test' },
      { fileName: 'scan.pdf', bytes: whole, source: 'mail', sender: BROKER },
    ]);
    expect(await flagsOf(box)).toEqual([1, 2, 3, 4, 5].map((uid) => ({ uid, seen: true })));
    const refused = observed.records.find((r) => r.fileName === 'refused.pdf' && r.level === 50);
    expect(refused?.msg).toBe('intake mail attachment refused; the message is marked seen all the same');
    expect((refused?.err as { message?: string } | undefined)?.message).toBe('not a rate confirmation');

    // Another process, or this one restarted: nothing is read again.
    const again = new Observed();
    const restarted = watch(again, { location: location(box) });
    await again.logged('intake mailbox searched');
    await restarted.stop();
    expect(again.records.find((r) => r.msg === 'intake mailbox searched')?.messages).toBe(0);
    expect(again.calls).toEqual([]);
  });

  it('receives a message delivered while it watches, told by IDLE (imap:// with STARTTLS)', async () => {
    const box = await folder('rate-cons-idle');
    const observed = new Observed();
    // A poll an hour away: only IDLE can bring the message within the test's time.
    const mailbox = watch(observed, { location: location(box, false), pollMs: 3_600_000 });
    await observed.logged('intake mailbox searched');
    const rateCon = await mailRateCon(box, 'Load 5', 'late.pdf');
    await observed.logged('intake mail read and marked seen');
    await mailbox.stop();
    expect(observed.calls).toEqual([
      { bytes: rateCon, fileName: 'late.pdf', source: 'mail', sender: BROKER },
    ]);
    expect(await flagsOf(box)).toEqual([{ uid: 1, seen: true }]);
  });

  it('skips a file larger than an upload may be, whether the server tells its size or the bytes do', async () => {
    const box = await folder('rate-cons-large');
    const sized = (bytes: number) =>
      Buffer.concat([Buffer.from('%PDF-1.4\n'), crypto.randomBytes(bytes - 9)]);
    const atLimit = sized(1000);
    await deliver(box, {
      from: BROKER,
      subject: 'Three sizes',
      attachments: [
        { filename: 'at-limit.pdf', content: atLimit },
        // Base64 of 1,001 bytes is under the size skipped unread: it is read, then counted.
        { filename: 'one-over.pdf', content: sized(1001) },
        { filename: 'twice.pdf', content: sized(2000) },
      ],
    });
    const observed = new Observed();
    const mailbox = watch(observed, { location: location(box), maxBytes: 1000 });
    await observed.logged('intake mail read and marked seen');
    await mailbox.stop();
    expect(observed.calls.map((c) => [c.fileName, c.bytes])).toEqual([['at-limit.pdf', atLimit]]);
    expect(
      observed.records.filter(
        (r) => r.msg === 'intake mail attachment larger than an upload may be: skipped',
      ),
    ).toMatchObject([{ fileName: 'one-over.pdf' }, { fileName: 'twice.pdf' }]);
    expect(await flagsOf(box)).toEqual([{ uid: 1, seen: true }]);
  });

  it('connects again when the server drops the connection, and reads what came meanwhile', async () => {
    const box = await folder('rate-cons-dropped');
    const observed = new Observed();
    const mailbox = watch(observed, { location: location(box), pollMs: 3_600_000 });
    await observed.logged('intake mailbox watched');
    await dovecot.kick();
    await observed.logged('intake mailbox unreachable; trying again');
    const rateCon = await mailRateCon(box, 'Load 6', 'after.pdf');
    await observed.logged('intake mail read and marked seen');
    await mailbox.stop();
    expect(observed.records.filter((r) => r.msg === 'intake mailbox watched').length).toBeGreaterThanOrEqual(
      2,
    );
    expect(observed.calls).toEqual([
      { bytes: rateCon, fileName: 'after.pdf', source: 'mail', sender: BROKER },
    ]);
  });

  it('refuses a certificate it cannot verify unless told to, logs it, keeps trying, and stop() ends it', async () => {
    const box = await folder('rate-cons-verified');
    await mailRateCon(box, 'Load 7', 'a.pdf');
    const observed = new Observed();
    const mailbox = watch(observed, { location: location(box), insecure: false });
    await observed.logged('intake mailbox unreachable; trying again', 2);
    await mailbox.stop();
    const failure = observed.records.find((r) => r.msg === 'intake mailbox unreachable; trying again');
    expect((failure?.err as { message?: string } | undefined)?.message).toMatch(/self[- ]signed certificate/);
    expect(observed.calls).toEqual([]);
    expect(await flagsOf(box)).toEqual([{ uid: 1, seen: false }]);
  });
});

describe('INTAKE_IMAP_URL', () => {
  it('reads the user, password, host, port and folder, URL-encoded', () => {
    const env = loadEnv({
      INTAKE_IMAP_URL: 'imaps://rate-cons%40carrier.test:p%40ss%2Fw%20rd@mail.carrier.test/Rate%20Cons',
    });
    expect(env.INTAKE_IMAP_URL).toEqual({
      secure: true,
      host: 'mail.carrier.test',
      port: 993,
      user: 'rate-cons@carrier.test',
      pass: 'p@ss/w rd',
      mailbox: 'Rate Cons',
    });
    expect(env.INTAKE_IMAP_INSECURE).toBe(false);
    expect(loadEnv({ INTAKE_IMAP_URL: 'imap://u:p@[::1]:1143', INTAKE_IMAP_INSECURE: '1' })).toMatchObject({
      INTAKE_IMAP_URL: { secure: false, host: '::1', port: 1143, mailbox: 'INBOX' },
      INTAKE_IMAP_INSECURE: true,
    });
  });

  it('refuses another scheme or a URL without credentials, naming the shape expected', () => {
    expect(() => loadEnv({ INTAKE_IMAP_URL: 'pop3://u:p@host' })).toThrow(
      /INTAKE_IMAP_URL.*imaps:\/\/ or imap:\/\//,
    );
    expect(() => loadEnv({ INTAKE_IMAP_URL: 'imaps://host/INBOX' })).toThrow(
      /needs a user, a password and a host/,
    );
  });
});
