import { GROUPS, USER_ROLES, type UserRole } from '@fletx/contract/roles';
import { createUserBody, IMPORT_MAX_ROWS, type ImportRow, importMessages } from '@fletx/contract/users';
import { parse } from 'csv-parse/sync';
import type { UnitOfWork } from '../../db/unit-of-work';
import { badRequest } from '../../lib/errors';
import type { AuthService } from '../auth/auth.service';
import type { MailOutbox } from '../mail/mail-outbox.service';
import { normalizeEmail, type UsersService } from './users.service';

const rowSchema = createUserBody.omit({ password: true });

export interface ImportResult {
  /** The preview (dry run) or the rows to fix; empty after a successful create (10 000 echoed rows help nobody). */
  rows: ImportRow[];
  created: number;
  invalid: number;
}

/**
 * Add users from a CSV file: every row is checked (fields, repeated emails in the file, emails already
 * taken, assigned drivers); only a clean file is created, in one transaction, without passwords (one
 * argon2 hash per user would take minutes for 10 000 users): each user gets an authentication code by mail
 * and chooses their password with it. The mails are written to the mail outbox in the same transaction and
 * sent in the background after the commit (docs/performance.md).
 */
export class UsersImportService {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly users: UsersService,
    private readonly auth: AuthService,
    private readonly outbox: MailOutbox,
  ) {}

  async import(csv: Buffer, dryRun: boolean): Promise<ImportResult> {
    const rows = await this.check(readCsv(csv));
    const invalid = rows.filter((r) => r.errors.length > 0).length;
    if (dryRun || invalid > 0) return { rows, created: 0, invalid };
    const drivers = new Map((await this.users.listGroup(GROUPS.drivers)).map((d) => [d.email, d.id]));
    const created = await this.uow.transaction(async () => {
      const inserted = await this.users.insertStaffWithoutPassword(
        rows.map((r) => ({
          firstName: r.first_name,
          lastName: r.last_name,
          email: r.email,
          phone: r.phone,
          role: r.role as UserRole,
        })),
      );
      for (const [i, user] of inserted.entries()) {
        const assigned = rows[i]?.assigned_drivers.map((email) => drivers.get(email) ?? 0) ?? [];
        if (assigned.length > 0) await this.users.assignDrivers(assigned, user.id);
      }
      await this.users.recordCreated(inserted);
      const codes = await this.auth.createInvitationCodes(inserted);
      await this.outbox.enqueue(
        inserted.map((user) => this.auth.invitationMail(user, codes.get(user.id) ?? '')),
      );
      return inserted.length;
    });
    this.outbox.kick();
    return { rows: [], created, invalid: 0 };
  }

  private async check(records: Record<string, string>[]): Promise<ImportRow[]> {
    if (records.length === 0) throw badRequest(importMessages.noRows);
    if (records.length > IMPORT_MAX_ROWS) throw badRequest(importMessages.tooManyRows);
    const firstLine = new Map<string, number>();
    const rows = records.map((record, index): ImportRow => {
      const line = index + 2;
      const raw = {
        first_name: (record.first_name ?? '').trim(),
        last_name: (record.last_name ?? '').trim(),
        email: normalizeEmail(record.email ?? ''),
        phone: (record.phone ?? '').trim(),
        role: matchRole(record.role ?? ''),
      };
      const assigned = (record.assigned_drivers ?? '')
        .split(/[;|]/)
        .map((e) => normalizeEmail(e))
        .filter(Boolean);
      const parsed = rowSchema.safeParse(raw);
      const errors = parsed.success
        ? []
        : parsed.error.issues.map((issue) => `${String(issue.path[0] ?? '')}: ${issue.message}`);
      const seen = firstLine.get(raw.email);
      if (raw.email && seen !== undefined) errors.push(importMessages.duplicateInFile(seen));
      else if (raw.email) firstLine.set(raw.email, line);
      return { line, ...raw, assigned_drivers: assigned, errors };
    });
    const taken = new Set(await this.users.findExistingEmails(rows.map((r) => r.email).filter(Boolean)));
    const drivers = new Set((await this.users.listGroup(GROUPS.drivers)).map((d) => d.email));
    for (const row of rows) {
      if (taken.has(row.email)) row.errors.push(importMessages.emailExists);
      for (const email of row.assigned_drivers) {
        if (!drivers.has(email)) row.errors.push(importMessages.unknownDriver(email));
      }
    }
    return rows;
  }
}

/** "dispatcher", "Admin User", "carrier" → the role as stored. */
function matchRole(value: string): string {
  const wanted = value.trim().toLowerCase();
  if (wanted === 'carrier') return 'Carriers';
  return USER_ROLES.find((role) => role.toLowerCase() === wanted) ?? value.trim();
}

function readCsv(csv: Buffer): Record<string, string>[] {
  try {
    return parse(csv, {
      bom: true,
      columns: (header: string[]) => header.map((h) => h.trim().toLowerCase().replace(/\s+/g, '_')),
      skip_empty_lines: true,
      trim: true,
      relax_column_count: true,
    }) as Record<string, string>[];
  } catch {
    throw badRequest(importMessages.notCsv);
  }
}
