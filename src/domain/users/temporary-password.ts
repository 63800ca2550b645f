import * as v from 'valibot';

// Issue 22: a new user signs in first with a temporary password that the
// admin's app makes and shows once; the server keeps only its scrypt hash
// and never answers it back (so no stored answer of an idempotent call
// holds it). The user must set their own at that first sign-in.

/** How long a temporary password works before an admin must issue another. */
export const temporaryPasswordDays = 7;

export const temporaryPasswordLength = 16;

// No 0/O, 1/l/I: it is read aloud or typed from a chat message.
const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

/**
 * A temporary password from random bytes (the caller passes
 * crypto.getRandomValues output): 16 characters in groups of four. Bytes
 * that would bias the choice are skipped, so pass at least 32.
 */
export function temporaryPasswordFrom(bytes: Uint8Array): string {
  const limit = 256 - (256 % alphabet.length);
  const chars: string[] = [];
  for (const b of bytes) {
    if (b >= limit) continue;
    chars.push(alphabet[b % alphabet.length]);
    if (chars.length === temporaryPasswordLength) break;
  }
  if (chars.length < temporaryPasswordLength) throw new Error('Not enough random bytes for a temporary password.');
  return chars.join('').match(/.{4}/g)!.join('-');
}

/** What the server accepts as a temporary password: long enough to withstand guessing for a week. */
export const temporaryPasswordField = v.pipe(
  v.string('Send a temporary password.'),
  v.minLength(12, 'A temporary password has at least 12 characters.'),
  v.maxLength(200, 'A temporary password has at most 200 characters.'),
  v.check((s) => !s.includes('\0') && s.trim() === s, 'A temporary password has no spaces at either end.'),
);
