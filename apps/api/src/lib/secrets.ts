import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The signing key: `JWT_SECRET` when set, otherwise generated once and kept in `DATA_DIR/jwt-secret`.
 * Several API processes must share one: set `JWT_SECRET` for them all.
 */
export function resolveJwtSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const file = path.join(dataDir, 'jwt-secret');
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  fs.mkdirSync(dataDir, { recursive: true });
  const secret = crypto.randomBytes(48).toString('base64url');
  fs.writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
  return secret;
}

/** SHA-256 of a high-entropy secret (refresh tokens): enough, since they cannot be guessed. */
export const sha256 = (value: string) => crypto.createHash('sha256').update(value).digest('hex');

/** Keyed hash of a low-entropy secret (6-digit codes), useless without the server's key. */
export const hmac = (key: string, value: string) =>
  crypto.createHmac('sha256', key).update(value).digest('hex');

/** Authenticated encryption for secrets that must be read back (the electronic logbook password). */
export function createCipher(secret: string) {
  const key = crypto.createHash('sha256').update(`fletx-at-rest:${secret}`).digest();
  return {
    encrypt(plain: string): string {
      const iv = crypto.randomBytes(12);
      const cipher = crypto.createCipheriv('aes-256-gcm', key, iv);
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [
        'v1',
        iv.toString('base64url'),
        cipher.getAuthTag().toString('base64url'),
        data.toString('base64url'),
      ].join('.');
    },
    /**
     * The plain value, or undefined when this key cannot read it: encrypted under another `JWT_SECRET` (the
     * secret was changed, or processes were started with different ones; README "Configuration"), or not a
     * value this cipher wrote. The callers answer what a person can act on, never a 5xx.
     */
    decrypt(stored: string): string | undefined {
      const [version, iv, tag, data] = stored.split('.');
      if (version !== 'v1' || !iv || !tag || !data) return undefined;
      try {
        const decipher = crypto.createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString(
          'utf8',
        );
      } catch {
        return undefined;
      }
    },
  };
}
