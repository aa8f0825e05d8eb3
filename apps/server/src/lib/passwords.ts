import { createHash, randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const KEY_LENGTH = 32;
const PARAMS: ScryptOptions = { N: 16384, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };

function derive(secret: string, salt: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(secret, salt, KEY_LENGTH, PARAMS, (err, key) => (err ? reject(err) : resolve(key)));
  });
}

/** The digest the client sends for a password (SPEC §7: passwords travel md5-hashed). */
export function md5(text: string): string {
  return createHash('md5').update(text, 'utf8').digest('hex');
}

/** Stored form: `scrypt$N$r$p$salt$key`, of the lower-case md5 digest the client sent. */
export async function hashPassword(clientDigest: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(clientDigest.toLowerCase(), salt);
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(clientDigest: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const salt = Buffer.from(parts[4] ?? '', 'base64url');
  const expected = Buffer.from(parts[5] ?? '', 'base64url');
  const key = await derive(clientDigest.toLowerCase(), salt);
  return key.length === expected.length && timingSafeEqual(key, expected);
}
