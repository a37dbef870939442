import { messages } from '@fletx/contract/messages';
import { IMPORT_SAMPLE_CSV, importMessages } from '@fletx/contract/users';
import { describe, expect, it, vi } from 'vitest';
import { loggedInUser, login, makeDriver, multipartBody } from './helpers/factories';
import { createTestAppAs, worldPerFile } from './helpers/setup';

const w = worldPerFile(async () => {
  const { ctx, api, ...admin } = await createTestAppAs({ role: 'Admin user' });
  return { ctx, api, admin };
});

async function importCsv(csv: string, dryRun = false, authorization = w.admin.authorization) {
  const { payload, headers } = await multipartBody([
    { name: 'file', file: Buffer.from(csv, 'utf8'), filename: 'users.csv', type: 'text/csv' },
  ]);
  return w.api.post(`/api/user/import${dryRun ? '?dryRun=true' : ''}`, payload, {
    as: authorization,
    headers,
  });
}

const count = async (search: string) =>
  (await w.api.post(`/api/user/findBy?search=${encodeURIComponent(search)}`, { role: 'Carriers' })).json()
    .data.meta.itemCount as number;

describe('POST /api/user/import (CSV bulk add)', () => {
  it('previews without creating, then creates the sample as is and mails each user a code that sets a password', async () => {
    const preview = await importCsv(IMPORT_SAMPLE_CSV, true);
    expect(preview.statusCode).toBe(200);
    expect(preview.json().data).toMatchObject({ created: 0, invalid: 0 });
    expect(preview.json().data.rows).toHaveLength(3);
    expect(await count('olivia.martinez@example.com')).toBe(0);

    const r = await importCsv(IMPORT_SAMPLE_CSV);
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({ message: messages.usersEmailSent, data: { created: 3, rows: [] } });
    expect(await count('sofia.hernandez@example.com')).toBe(1);
    // The mails leave through the outbox after the answer.
    const mail = await vi.waitFor(() => {
      const found = w.ctx.mails.find((m) => m.to === 'noah.johnson@example.com');
      if (!found) throw new Error('no invitation mail yet');
      return found;
    });
    const code = /authentication code is (\d{6})/.exec(mail?.text ?? '')?.[1];
    expect(code).toMatch(/^\d{6}$/);
    expect((await login(w.ctx, 'noah.johnson@example.com', 'Anything#123')).statusCode).toBe(401);
    const confirm = await w.api.post(
      '/api/auth/confirmPassword',
      {
        username: 'noah.johnson@example.com',
        code,
        newPassword: 'Ch0sen#Password',
        confirmNewPassword: 'Ch0sen#Password',
      },
      { as: null },
    );
    expect(confirm.statusCode).toBe(200);
    expect((await login(w.ctx, 'noah.johnson@example.com', 'Ch0sen#Password')).statusCode).toBe(200);
  });

  it('reports every bad row and creates nobody', async () => {
    const csv =
      'first_name,last_name,email,phone,role\n' +
      'Good,Row,good.row.import@example.com,3055550101,Dispatcher\n' +
      'Bad,Email,not-an-email,3055550101,Dispatcher\n' +
      'Twice,One,twice.import@example.com,3055550101,Dispatcher\n' +
      'Twice,Two,twice.import@example.com,3055550101,Dispatcher\n' +
      `Taken,User,${w.admin.user.email},3055550101,Admin user\n` +
      'Bad,Role,bad.role.import@example.com,3055550101,Pilot\n';
    const r = await importCsv(csv);
    expect(r.statusCode).toBe(400);
    expect(r.json().message).toBe(importMessages.rowsInvalid(4));
    const details = r.json().details.map((d: { message: string }) => d.message);
    expect(details).toEqual(
      expect.arrayContaining([
        'Line 3: email: The email is invalid',
        `Line 5: ${importMessages.duplicateInFile(4)}`,
        `Line 6: ${importMessages.emailExists}`,
      ]),
    );
    expect(await count('good.row.import@example.com')).toBe(0);
    const preview = (await importCsv(csv, true)).json().data;
    expect(preview.rows.map((row: { errors: string[] }) => row.errors.length > 0)).toEqual([
      false,
      true,
      false,
      true,
      true,
      true,
    ]);
  });

  it('assigns drivers by email', async () => {
    const driverEmail = `assign.${Date.now()}@example.com`;
    await makeDriver(w.ctx, w.admin.authorization, { email: driverEmail });
    const r = await importCsv(
      `first_name,last_name,email,phone,role,assigned_drivers\nBoss,Lady,boss.lady.import@example.com,3055550101,Dispatcher,${driverEmail}\n`,
    );
    expect(r.statusCode).toBe(200);
    const list = await w.api.post('/api/user/findBy?search=boss.lady.import', { role: 'Carriers' });
    expect(list.json().data.items[0].assignedDrivers).toHaveLength(1);
    const unknown = await importCsv(
      'first_name,last_name,email,phone,role,assigned_drivers\nX,Y,xy.import@example.com,3055550101,Dispatcher,nobody@example.com\n',
    );
    expect(unknown.json().details[0].message).toBe(
      `Line 2: ${importMessages.unknownDriver('nobody@example.com')}`,
    );
  });

  it('answers 400 for an empty file, 415 without multipart, 403 to a Dispatcher', async () => {
    expect((await importCsv('first_name,last_name,email\n')).json().message).toBe(importMessages.noRows);
    const plain = await w.api.post('/api/user/import', { a: 1 });
    expect(plain.statusCode).toBe(415);
    const dispatcher = await loggedInUser(w.ctx, { role: 'Dispatcher' });
    expect((await importCsv(IMPORT_SAMPLE_CSV, true, dispatcher.authorization)).statusCode).toBe(403);
  });
});
