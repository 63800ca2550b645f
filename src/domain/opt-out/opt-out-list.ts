import * as v from 'valibot';
import { isValidEmail } from '../email/email-pattern';

export const optOutMaxEmails = 1000;

/** Splits pasted text on lines, commas, semicolons and spaces; drops repeats. */
export function splitEmailList(text: string): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of text.split(/[\s,;]+/)) {
    const email = raw.trim().toLowerCase();
    if (email && !seen.has(email)) {
      seen.add(email);
      out.push(email);
    }
  }
  return out;
}

export function partitionEmails(emails: readonly string[]): { valid: string[]; invalid: string[] } {
  const valid: string[] = [];
  const invalid: string[] = [];
  for (const e of emails) (isValidEmail(e) ? valid : invalid).push(e);
  return { valid, invalid };
}

// POST /api/opt-out {emails}
export const optOutSchema = v.strictObject({
  emails: v.pipe(
    v.array(
      v.pipe(
        v.string(),
        v.maxLength(254, (issue) => `${String(issue.input).slice(0, 40)}… is not a valid email address.`),
        v.trim(),
        v.toLowerCase(),
        v.check(isValidEmail, (issue) => `${String(issue.input)} is not a valid email address.`),
      ),
      'Send a list of email addresses.',
    ),
    v.minLength(1, 'Add at least one email address.'),
    v.maxLength(optOutMaxEmails, `Send at most ${optOutMaxEmails} addresses at a time.`),
  ),
});

export const optOutResultSchema = v.object({ added: v.number(), alreadyOptedOut: v.number() });
export type OptOutResult = v.InferOutput<typeof optOutResultSchema>;
