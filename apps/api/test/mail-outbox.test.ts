import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Mail, Mailer } from '../src/lib/mailer';
import { MailOutboxRepository } from '../src/modules/mail/mail-outbox.repository';
import { MailOutbox } from '../src/modules/mail/mail-outbox.service';
import { freshDatabase } from './helpers/test-app';

let fresh: Awaited<ReturnType<typeof freshDatabase>>;
const silent = { warn: () => {} };
const mail = (n: number): Mail => ({ to: `person.${n}@example.com`, subject: `Hello ${n}`, text: 'Hi' });

beforeAll(async () => {
  fresh = await freshDatabase();
});
afterAll(async () => {
  await fresh.database.close();
  await fresh.drop();
});

describe('mail outbox', () => {
  it('keeps mails written in a rolled-back transaction out, sends committed ones once and deletes them', async () => {
    const sent: Mail[] = [];
    const mailer: Mailer = { send: async (m) => void sent.push(m), close: () => {} };
    const outbox = new MailOutbox(fresh.database.db, mailer, silent);
    await expect(
      fresh.database.db.transaction(async (tx) => {
        await outbox.enqueue([mail(0)], tx);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await fresh.database.db.transaction((tx) => outbox.enqueue([mail(1), mail(2), mail(3)], tx));
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
    const outbox = new MailOutbox(fresh.database.db, mailer, silent);
    await fresh.database.db.transaction((tx) => outbox.enqueue([mail(4)], tx));
    outbox.kick();
    await outbox.idle();
    expect(await outbox.pending()).toBe(1);
    const repo = new MailOutboxRepository(fresh.database.db);
    expect(await repo.claimDue(10, 60)).toEqual([]); // not due before its retry time
    await fresh.database.db.execute('update mail_outbox set next_attempt_at = now()');
    down = false;
    outbox.start();
    await outbox.idle();
    await outbox.stop();
    expect(sent.map((m) => m.to)).toEqual(['person.4@example.com']);
    expect(await outbox.pending()).toBe(0);
  });
});
