import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const scryptAsync = promisify(scrypt) as (pw: string, salt: Buffer, len: number, opts: object) => Promise<Buffer>;

// N=2^14, r=8, p=1: OWASP's scrypt floor, about 50 ms on these machines.
const params = { N: 16384, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };
const keyLength = 32;

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scryptAsync(password, salt, keyLength, params);
  return `scrypt$${params.N}$${params.r}$${params.p}$${salt.toString('base64')}$${key.toString('base64')}`;
}

let dummy: Promise<string> | null = null;

/**
 * Spends the time of a password check when there is no hash to check against
 * (an unknown or inactive account), so the answer's time does not tell which
 * addresses are accounts (issue 17). Always false.
 */
export async function verifyNoPassword(password: string): Promise<false> {
  dummy ??= hashPassword(randomBytes(16).toString('base64'));
  await verifyPassword(password, await dummy);
  return false;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, saltB64, keyB64] = stored.split('$');
  if (scheme !== 'scrypt' || !saltB64 || !keyB64) return false;
  const expected = Buffer.from(keyB64, 'base64');
  const key = await scryptAsync(password, Buffer.from(saltB64, 'base64'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: params.maxmem,
  });
  return key.length === expected.length && timingSafeEqual(key, expected);
}
