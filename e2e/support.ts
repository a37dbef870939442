import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Page } from '@playwright/test';

export const ADMIN = { email: 'admin@fletx.app', password: 'Fletx#Admin2026', fullName: 'Fleet Admin' };
export const DEMO_PASSWORD = 'Fletx#Demo2026';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OUTBOX = path.join(root, '.tmp', 'e2e-data', 'outbox');

export async function logIn(page: Page, email = ADMIN.email, password = ADMIN.password) {
  await page.goto('/login/auth');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/fletx\/dispatchers-admin-users$/);
}

/**
 * The newest recovery or invitation code mailed to `email`, read from the server's outbox (SMTP_URL unset).
 */
export async function recoveryCodeFor(email: string, after: number): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(() => {
      const files = fs.existsSync(OUTBOX) ? fs.readdirSync(OUTBOX).filter((f) => f.endsWith('.eml')) : [];
      const mails = files
        .map((f) => ({ f, at: fs.statSync(path.join(OUTBOX, f)).mtimeMs }))
        .filter((m) => m.at >= after)
        .sort((a, b) => b.at - a.at)
        .map((m) => fs.readFileSync(path.join(OUTBOX, m.f), 'utf8'))
        .filter((eml) => new RegExp(`^To: ${email.replace(/[.]/g, '\\.')}$`, 'm').test(eml));
      code = /(?:verification|authentication) code is (?:<strong[^>]*>)?(\d{6})/.exec(mails[0] ?? '')?.[1];
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code ?? '';
}

/** An unsigned token with the given expiry: enough for the browser's guards, which only read `exp`. */
export function tokenExpiringAt(expSeconds: number): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ sub: '1', exp: expSeconds, 'cognito:groups': ['carriers'] })}.signature`;
}

export async function storeSession(page: Page, accessToken: string) {
  await page.goto('/login/auth');
  await page.evaluate((token) => {
    localStorage.setItem('accessToken', token);
    localStorage.setItem('idToken', token);
    localStorage.setItem('refreshToken', 'not-a-real-refresh-token');
    localStorage.setItem(
      'userInfo',
      JSON.stringify({
        id: '1',
        name: 'Fleet',
        givenName: 'Admin',
        email: 'admin@fletx.app',
        groups: ['carriers'],
      }),
    );
  }, accessToken);
}
