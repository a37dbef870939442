import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/client';
import type { Mail, Mailer } from '../src/lib/mailer';
import { createServices } from '../src/services';
import { databasePerFile } from './helpers/setup';
import { TEST_JWT_SECRET } from './helpers/test-app';

const fresh = databasePerFile();
const mail = (n: number): Mail => ({ to: `person.${n}@example.com`, subject: `Hello ${n}`, text: 'Hi' });
/** The services with this mailer; the outbox stores no file, so the files folder is never created. */
const servicesWith = (mailer: Mailer) =>
  createServices(fresh.database, { mailer, jwtSecret: TEST_JWT_SECRET, filesDir: 'unused-files' });

describe('mail outbox', () => {
  it('keeps mails written in a rolled-back transaction out, sends committed ones once and deletes them', async () => {
    const sent: Mail[] = [];
    const mailer: Mailer = { send: async (m) => void sent.push(m), close: () => {} };
    const { uow, outbox } = servicesWith(mailer);
    await expect(
      uow.transaction(async () => {
        await outbox.enqueue([mail(0)]);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await uow.transaction(() => outbox.enqueue([mail(1), mail(2), mail(3)]));
    outbox.kick();
    outbox.kick();
    await outbox.idle();
    expect(sent.map((m) => m.to).sort()).toEqual([
      'person.1@example.com',
      'person.2@example.com',
      'person.3@example.com',
    ]);
    expect(await outbox.pending()).toBe(0);
  });

  it('keeps a failed mail with its error and a later retry time, so a restart or sweep sends it', async () => {
    let down = true;
    const sent: Mail[] = [];
    const mailer: Mailer = {
      send: async (m) => {
        if (down) throw new Error('SMTP server unreachable');
        sent.push(m);
      },
      close: () => {},
    };
    const { uow, outbox } = servicesWith(mailer);
    await uow.transaction(() => outbox.enqueue([mail(4)]));
    outbox.kick();
    await outbox.idle();
    expect(await outbox.pending()).toBe(1);
    const due = await fresh.database.db.execute(
      sql`select count(*)::int as n from mail_outbox where next_attempt_at <= now()`,
    );
    expect(rowsOf<{ n: number }>(due)[0]?.n).toBe(0); // not due before its retry time
    await fresh.database.db.execute('update mail_outbox set next_attempt_at = now()');
    down = false;
    outbox.start();
    await outbox.idle();
    await outbox.stop();
    expect(sent.map((m) => m.to)).toEqual(['person.4@example.com']);
    expect(await outbox.pending()).toBe(0);
  });

  it('keeps attachments in the database with the mail: another process sends them once, then they are gone', async () => {
    const writer = servicesWith({ send: async () => {}, close: () => {} });
    const files = [
      {
        filename: 'INV-000001.pdf',
        contentType: 'application/pdf',
        content: Buffer.from('%PDF-1.4 invoice'),
      },
      { filename: 'pod.jpg', contentType: 'image/jpeg', content: Buffer.from([0xff, 0xd8, 0xff, 0xd9]) },
    ];
    await writer.uow.transaction(() => writer.outbox.enqueue([{ ...mail(5), attachments: files }, mail(6)]));
    const stored = await fresh.database.db.execute(sql`select count(*)::int as n from mail_attachments`);
    expect(rowsOf<{ n: number }>(stored)[0]?.n).toBe(2);

    // Two other processes drain at once: each mail leaves once, with its files in order.
    const sent: Mail[] = [];
    const mailer: Mailer = { send: async (m) => void sent.push(m), close: () => {} };
    const [a, b] = [servicesWith(mailer), servicesWith(mailer)];
    a.outbox.kick();
    b.outbox.kick();
    await Promise.all([a.outbox.idle(), b.outbox.idle()]);
    expect(sent.map((m) => m.to).sort()).toEqual(['person.5@example.com', 'person.6@example.com']);
    const withFiles = sent.find((m) => m.to === 'person.5@example.com');
    expect(withFiles?.attachments).toEqual(files);
    expect(sent.find((m) => m.to === 'person.6@example.com')?.attachments).toBeUndefined();
    const left = await fresh.database.db.execute(sql`select count(*)::int as n from mail_attachments`);
    expect(rowsOf<{ n: number }>(left)[0]?.n).toBe(0);
  });
});
