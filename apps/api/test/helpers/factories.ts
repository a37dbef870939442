import crypto from 'node:crypto';
import type { TokenSet } from '@fletx/contract/auth';
import { GROUPS, type UserRole } from '@fletx/contract/roles';
import { generate } from 'otplib';
import { users } from '../../src/db/schema';
import { hashPassword } from '../../src/lib/passwords';
import { TokenSigner } from '../../src/modules/auth/tokens';
import { DRIVER_POLICIES, TRUCK_SPECS } from './bodies';
import { TEST_JWT_SECRET, type TestContext } from './test-app';

export const DEFAULT_PASSWORD = 'Str0ng#Password';

let sequence = 0;
/** Digits only, so a generated name or email never contains a word another test searches for. */
const unique = () => `${Date.now()}${sequence++}${crypto.randomInt(1000)}`;

export interface UserOverrides {
  firstName?: string;
  lastName?: string;
  email?: string;
  phone?: string;
  role?: UserRole | 'Driver';
  group?: string;
  password?: string;
  status?: number;
}

/** Staff users the tests know by name (answers and trails show their names). */
export const ADA_ADMIN = { firstName: 'Ada', lastName: 'Admin', role: 'Admin user' } satisfies UserOverrides;
export const DAN_DISPATCH = {
  firstName: 'Dan',
  lastName: 'Dispatch',
  role: 'Dispatcher',
} satisfies UserOverrides;

/** A user row made directly in the database, with a known password. */
export async function makeUser(ctx: TestContext, overrides: UserOverrides = {}) {
  const password = overrides.password ?? DEFAULT_PASSWORD;
  const id = unique();
  const [row] = await ctx.database.db
    .insert(users)
    .values({
      firstName: overrides.firstName ?? 'Test',
      lastName: overrides.lastName ?? `User ${id}`,
      email: overrides.email ?? `user.${id}@example.com`,
      phone: overrides.phone ?? '5555550100',
      role: overrides.role ?? 'Carriers',
      group: overrides.group ?? (overrides.role === 'Driver' ? GROUPS.drivers : GROUPS.carriers),
      passwordHash: await hashPassword(password),
      status: overrides.status ?? null,
    })
    .returning();
  if (!row) throw new Error('no user row');
  return { ...row, password };
}

export async function login(ctx: TestContext, email: string, password: string) {
  return ctx.api.post('/api/auth/login', { name: email, password });
}

/** Sets `newPassword` with a recovery `code` (POST /api/auth/confirmPassword, the password given twice). */
export function confirmRecovery(
  ctx: TestContext,
  username: string,
  code: string | undefined,
  newPassword: string,
) {
  return ctx.api.post('/api/auth/confirmPassword', {
    username,
    code,
    newPassword,
    confirmNewPassword: newPassword,
  });
}

/** A user of the role, logged in: its row and its token set. */
export async function loggedInUser(ctx: TestContext, overrides: UserOverrides = {}) {
  const user = await makeUser(ctx, overrides);
  const response = await login(ctx, user.email, user.password);
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
  const tokens = (response.json() as { data: TokenSet }).data;
  return { user, tokens, authorization: `Bearer ${tokens.accessToken.jwtToken}` };
}

/** Turns two-factor sign-in on for the user of `authorization` (set-up, then a code made from its secret). */
export async function withTwoFactor(ctx: TestContext, authorization: string): Promise<void> {
  const api = ctx.api.as(authorization);
  const { secret } = (await api.post('/api/auth/2fa/setup')).json().data;
  const enabled = await api.post('/api/auth/2fa/enable', { code: await generate({ secret }) });
  if (enabled.statusCode !== 200) throw new Error(`2FA not enabled: ${enabled.body}`);
}

/** A driver (group drivers) with an access token signed like the driver API's login signs it. */
export async function loggedInDriver(ctx: TestContext, overrides: UserOverrides = {}) {
  const user = await makeUser(ctx, { ...overrides, role: 'Driver' });
  const { accessToken } = await new TokenSigner(TEST_JWT_SECRET).sign(user);
  return { user, authorization: `Bearer ${accessToken}` };
}

export function decodeJwt(token: string): Record<string, unknown> {
  const payload = token.split('.')[1];
  if (!payload) throw new Error('not a JWT');
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
}

/** Small real files of every accepted type (docs/product.md "Documents"). */
export const sampleFiles = {
  /** A one-page PDF with a correct cross-reference table. */
  pdf(text = 'Bill of lading'): Buffer {
    const objects = [
      '<< /Type /Catalog /Pages 2 0 R >>',
      '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 144] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
      `<< /Length ${`BT /F1 18 Tf 24 64 Td (${text}) Tj ET`.length} >>\nstream\nBT /F1 18 Tf 24 64 Td (${text}) Tj ET\nendstream`,
      '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    ];
    let body = '%PDF-1.4\n';
    const offsets: number[] = [];
    objects.forEach((object, i) => {
      offsets.push(Buffer.byteLength(body, 'latin1'));
      body += `${i + 1} 0 obj\n${object}\nendobj\n`;
    });
    const xref = Buffer.byteLength(body, 'latin1');
    body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
    for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
    body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
    return Buffer.from(body, 'latin1');
  },
  /** A 1×1 PNG. */
  png(): Buffer {
    return Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
      'base64',
    );
  },
  /** An 8×8 grey baseline JPEG: one block, DC 0 and end-of-block, with one-code Huffman tables. */
  jpeg(): Buffer {
    const segment = (marker: number, bytes: number[]) => [
      0xff,
      marker,
      (bytes.length + 2) >> 8,
      (bytes.length + 2) & 0xff,
      ...bytes,
    ];
    const oneCodeTable = (classAndId: number) => [classAndId, 1, ...new Array<number>(15).fill(0), 0x00];
    return Buffer.from([
      0xff,
      0xd8,
      ...segment(0xe0, [0x4a, 0x46, 0x49, 0x46, 0x00, 1, 1, 0, 0, 1, 0, 1, 0, 0]),
      ...segment(0xdb, [0x00, ...new Array<number>(64).fill(1)]),
      ...segment(0xc0, [8, 0, 8, 0, 8, 1, 1, 0x11, 0]),
      ...segment(0xc4, oneCodeTable(0x00)),
      ...segment(0xc4, oneCodeTable(0x10)),
      ...segment(0xda, [1, 1, 0x00, 0, 63, 0]),
      0x3f,
      0xff,
      0xd9,
    ]);
  },
  csv(): Buffer {
    return Buffer.from('unit,driver,miles\n101,Luis Peña,1250\n102,Aisha Brown,980\n', 'utf8');
  },
};

export type MultipartPart =
  | { name: string; value: string }
  | { name: string; file: Buffer; filename: string; type?: string };

/** A multipart/form-data body, serialized by the platform's FormData, for `app.inject`. */
export async function multipartBody(parts: MultipartPart[]) {
  const form = new FormData();
  for (const part of parts) {
    if ('value' in part) form.append(part.name, part.value);
    else
      form.append(
        part.name,
        new Blob([part.file], { type: part.type ?? 'application/octet-stream' }),
        part.filename,
      );
  }
  const response = new Response(form);
  return {
    payload: Buffer.from(await response.arrayBuffer()),
    headers: { 'content-type': response.headers.get('content-type') ?? '' },
  };
}

export interface UploadOverrides {
  entityTypeId?: number;
  entityId?: number;
  documentType?: number;
  file?: Buffer;
  filename?: string;
}

/** POST /api/documents with a PDF for driver 1 unless told otherwise. */
export async function uploadDocument(
  ctx: TestContext,
  authorization: string,
  overrides: UploadOverrides = {},
) {
  const { payload, headers } = await multipartBody([
    { name: 'entityTypeId', value: String(overrides.entityTypeId ?? 2) },
    { name: 'entityId', value: String(overrides.entityId ?? 1) },
    { name: 'documentType', value: String(overrides.documentType ?? 27) },
    {
      name: 'file',
      file: overrides.file ?? sampleFiles.pdf(),
      filename: overrides.filename ?? 'document.pdf',
    },
  ]);
  return ctx.api.post('/api/documents/', payload, { as: authorization, headers });
}

/** A complete, valid driver form payload (POST /api/user/infoDriver/), every block filled. */
export function driverPayload(overrides: Record<string, unknown> = {}) {
  const id = unique();
  return {
    first_name: 'Carlos',
    last_name: 'Ramírez',
    email: `carlos.${id}@example.com`,
    phone: '3055550199',
    password: '',
    lease_agreement_date: '2026-01-15',
    fletxfee: '12.5',
    companyDriver: false,
    driverOwner: true,
    ownerThirdParty: false,
    owner: 'Carlos Ramírez',
    ownerEmail: `owner.${id}@example.com`,
    ownerCell: '3055550100',
    isTrailer: false,
    leased: '',
    financed: '',
    powerOnly: true,
    ...DRIVER_POLICIES,
    liabilityCargoAmount: '100000.50',
    electronicUser: `eld.${id}@example.com`,
    electronicPassword: 'Logb00k#Pass',
    electronicProvider: 'CH ROBINSON',
    ...overrides,
  };
}

/** A driver created through the API; returns its user id. */
export async function makeDriver(
  ctx: TestContext,
  authorization: string,
  overrides: Record<string, unknown> = {},
): Promise<number> {
  const r = await ctx.api.post('/api/user/infoDriver/', driverPayload(overrides), { as: authorization });
  if (r.statusCode !== 201) throw new Error(`driver create failed: ${r.body}`);
  return (r.json() as { data: { id: number } }).data.id;
}

/** A driver: a user of the drivers group with the role Driver. */
export async function makeDriverUser(
  ctx: TestContext,
  overrides: Omit<UserOverrides, 'role' | 'group'> = {},
) {
  return makeUser(ctx, { firstName: 'Driver', ...overrides, role: 'Driver' });
}

/** A valid, unique 17-character VIN (no I, O or Q). */
export function uniqueVin(): string {
  const alphabet = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';
  const bytes = crypto.randomBytes(17);
  return Array.from(bytes, (b) => alphabet[b % alphabet.length]).join('');
}

/** A unique plate of 8 characters. */
export function uniquePlate(): string {
  return `T${crypto.randomBytes(4).toString('hex').toUpperCase().slice(0, 7)}`;
}

/** A valid truck body for POST /api/vehicle/createTruck: a Kenworth T680 driven by `driverId`. */
export async function truckPayload(
  ctx: TestContext,
  driverId: number,
  overrides: Record<string, unknown> = {},
) {
  const makes = await ctx.database.db.query.carMakes.findMany();
  const kenworth = makes.find((m) => m.name === 'Kenworth');
  if (!kenworth) throw new Error('no Kenworth make');
  const models = await ctx.database.db.query.carModels.findMany({
    where: (m, { eq }) => eq(m.makeId, kenworth.id),
  });
  const t680 = models.find((m) => m.name === 'T680');
  if (!t680) throw new Error('no T680 model');
  return {
    user_id: driverId,
    owner_id: null,
    vin_number: uniqueVin(),
    make_id: kenworth.id,
    model_id: t680.id,
    unit_number: `U-${crypto.randomBytes(2).toString('hex')}`,
    licenseplate_number: uniquePlate(),
    ...TRUCK_SPECS,
    ...overrides,
  };
}

/** A truck created through the API; its record. */
export async function makeTruck(
  ctx: TestContext,
  authorization: string,
  overrides: Record<string, unknown> = {},
) {
  const driverId = typeof overrides.user_id === 'number' ? overrides.user_id : (await makeDriverUser(ctx)).id;
  const response = await ctx.api.post(
    '/api/vehicle/createTruck',
    await truckPayload(ctx, driverId, overrides),
    {
      as: authorization,
    },
  );
  if (response.statusCode !== 201) throw new Error(`createTruck failed: ${response.body}`);
  return (
    response.json() as {
      data: { id: number; licenseplate_number: string; vin_number: string; unit_number: string };
    }
  ).data;
}

/** A truck as the messages name it: "Truck <unit number> (<plate>)". */
export const truckNameOf = (truck: { unit_number?: string; licenseplate_number: string }) =>
  `Truck ${truck.unit_number} (${truck.licenseplate_number})`;

/** A valid trailer body on the truck with `truckPlate`: a 53 ft dry van. */
export function trailerPayload(truckPlate: string, overrides: Record<string, unknown> = {}) {
  return {
    vin: uniqueVin(),
    size_id: 2,
    size_other: null,
    year: 2021,
    licenseplate_expiration: '2036-05-31',
    trailer_number: `TR-${crypto.randomBytes(3).toString('hex')}`,
    type_id: 1,
    licenseplate_number: uniquePlate(),
    licenseplate_truck_number: truckPlate,
    ...overrides,
  };
}

/** A trailer created through the API (with a new truck unless a plate is given); its record. */
export async function makeTrailer(
  ctx: TestContext,
  authorization: string,
  overrides: Record<string, unknown> = {},
) {
  const truckPlate =
    typeof overrides.licenseplate_truck_number === 'string'
      ? overrides.licenseplate_truck_number
      : (await makeTruck(ctx, authorization)).licenseplate_number;
  const response = await ctx.api.post('/api/trailer/', trailerPayload(truckPlate, overrides), {
    as: authorization,
  });
  if (response.statusCode !== 201) throw new Error(`create trailer failed: ${response.body}`);
  return (
    response.json() as {
      data: {
        id: number;
        vin: string;
        licenseplate_number: string;
        trailer_number: string;
        vehicle_id: number;
      };
    }
  ).data;
}
