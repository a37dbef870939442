import { asc, inArray, sql } from 'drizzle-orm';
import { rowsOf } from '../../db/client';
import { Repository } from '../../db/repository';
import { mailAttachments, mailOutbox } from '../../db/schema';
import type { Mail, MailAttachment } from '../../lib/mailer';

export interface OutboxMail extends Mail {
  id: number;
  attempts: number;
}

const CHUNK = 1000;

export class MailOutboxRepository extends Repository {
  /** Many mails in few statements (1 000 per INSERT), inside the caller's transaction. */
  async insertMany(mails: readonly Mail[]): Promise<void> {
    const plain = mails.filter((m) => !m.attachments?.length);
    for (const mail of mails) if (mail.attachments?.length) await this.insertWithAttachments(mail);
    await this.insertPlain(plain);
  }

  /** A mail and its files: the bytes stay in the database until the mail is sent (then deleted with it). */
  private async insertWithAttachments(mail: Mail): Promise<void> {
    const [row] = await this.db
      .insert(mailOutbox)
      .values({ recipient: mail.to, subject: mail.subject, text: mail.text, html: mail.html ?? null })
      .returning({ id: mailOutbox.id });
    if (!row) throw new Error('insert into mail_outbox returned no row');
    await this.db.insert(mailAttachments).values(
      (mail.attachments ?? []).map((a) => ({
        mailId: row.id,
        filename: a.filename,
        contentType: a.contentType,
        content: a.content,
      })),
    );
  }

  private async insertPlain(mails: readonly Mail[]): Promise<void> {
    for (let i = 0; i < mails.length; i += CHUNK) {
      await this.db.insert(mailOutbox).values(
        mails.slice(i, i + CHUNK).map((m) => ({
          recipient: m.to,
          subject: m.subject,
          text: m.text,
          html: m.html ?? null,
        })),
      );
    }
  }

  /**
   * Claims up to `limit` due mails for `leaseSeconds`: their next attempt moves forward, so no other worker
   * takes them meanwhile (SKIP LOCKED lets workers of several processes claim different mails at once).
   */
  async claimDue(limit: number, leaseSeconds: number): Promise<OutboxMail[]> {
    const result = await this.db.execute(sql`
      update mail_outbox
         set next_attempt_at = now() + make_interval(secs => ${leaseSeconds}), attempts = attempts + 1
       where id in (
         select id from mail_outbox where next_attempt_at <= now()
          order by id limit ${limit} for update skip locked)
      returning id, recipient, subject, text, html, attempts`);
    return rowsOf<{
      id: number;
      recipient: string;
      subject: string;
      text: string;
      html: string | null;
      attempts: number;
    }>(result).map((r) => ({
      id: r.id,
      to: r.recipient,
      subject: r.subject,
      text: r.text,
      ...(r.html === null ? {} : { html: r.html }),
      attempts: r.attempts,
    }));
  }

  /** The files of the mails, by mail id, in the order they were given. */
  async attachmentsOf(mailIds: number[]): Promise<Map<number, MailAttachment[]>> {
    const byMail = new Map<number, MailAttachment[]>();
    if (mailIds.length === 0) return byMail;
    const rows = await this.db
      .select()
      .from(mailAttachments)
      .where(inArray(mailAttachments.mailId, mailIds))
      .orderBy(asc(mailAttachments.id));
    for (const r of rows) {
      const list = byMail.get(r.mailId) ?? [];
      list.push({ filename: r.filename, contentType: r.contentType, content: r.content });
      byMail.set(r.mailId, list);
    }
    return byMail;
  }

  async deleteMany(ids: number[]): Promise<void> {
    for (let i = 0; i < ids.length; i += CHUNK) {
      await this.db.delete(mailOutbox).where(inArray(mailOutbox.id, ids.slice(i, i + CHUNK)));
    }
  }

  async markFailed(id: number, error: string, retryInSeconds: number): Promise<void> {
    await this.db.execute(sql`
      update mail_outbox
         set last_error = ${error.slice(0, 500)},
             next_attempt_at = now() + make_interval(secs => ${retryInSeconds})
       where id = ${id}`);
  }

  async countPending(): Promise<number> {
    const result = await this.db.execute(sql`select count(*)::int as n from mail_outbox`);
    return rowsOf<{ n: number }>(result)[0]?.n ?? 0;
  }
}
