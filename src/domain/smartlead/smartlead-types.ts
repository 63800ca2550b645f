import * as v from 'valibot';
import { lengths, requiredText, textField } from '../api/fields';

export const smartleadInstanceStatuses = ['active', 'paused'] as const;
export const smartleadMailboxStatuses = ['connected', 'disconnected'] as const;

export const smartleadMailboxSchema = v.object({ id: v.number(), email: v.string(), status: v.picklist(smartleadMailboxStatuses) });

/** A Smartlead account we send from. The API key is stored; only its last four characters ever leave the server. */
export const smartleadInstanceSchema = v.object({
  id: v.number(),
  name: v.string(),
  status: v.picklist(smartleadInstanceStatuses),
  apiKeyLast4: v.nullable(v.string()),
  syncing: v.boolean(),
  syncRequestedAt: v.nullable(v.string()),
  lastSyncedAt: v.nullable(v.string()),
  mailboxes: v.array(smartleadMailboxSchema),
  version: v.number(),
});
export type SmartleadInstance = v.InferOutput<typeof smartleadInstanceSchema>;

export const smartleadInstanceBodySchema = v.strictObject({
  name: requiredText(lengths.name, 'The name'),
  apiKey: v.pipe(textField(200, 'The API key'), v.trim(), v.minLength(8, 'The API key is at least 8 characters.'), v.regex(/^\S+$/, 'The API key has no spaces.')),
});

/** Pause or resume (spec 7's PATCH {id} of a resource): a paused instance takes no sync. */
export const smartleadInstancePatchSchema = v.strictObject({
  status: v.picklist(smartleadInstanceStatuses, `status must be one of: ${smartleadInstanceStatuses.join(', ')}.`),
});

/** The only part of a key shown again: its last four characters. */
export function lastFour(apiKey: string | null | undefined): string | null {
  return apiKey ? apiKey.slice(-4) : null;
}

/** "••••abcd" for the screen. */
export const maskedKey = (last4: string | null) => (last4 ? `••••${last4}` : 'No key');
