import * as v from 'valibot';
import { maxInt32 } from '../api/fields';
import { clientStatuses } from './client-status';
import { dateOnlySchema } from '../time/date-only';

export const clientDetailsMaxLength = 5000;

/**
 * PATCH /api/clients/{id}: status, industry, send date, onboarding date
 * (YYYY-MM-DD) and details; only the fields sent change.
 */
export const clientPatchSchema = v.pipe(
  v.strictObject({
    status: v.optional(v.picklist(clientStatuses, `Status must be one of: ${clientStatuses.join(', ')}.`)),
    industryId: v.optional(v.nullable(v.pipe(v.number('Choose an industry.'), v.integer('Choose an industry.'), v.minValue(1, 'Choose an industry.'), v.maxValue(maxInt32, 'Choose an industry.')))),
    sendDate: v.optional(v.nullable(dateOnlySchema('Send date'))),
    onboardingDate: v.optional(v.nullable(dateOnlySchema('Onboarding date'))),
    details: v.optional(
      v.nullable(v.pipe(v.string('Details must be text.'), v.maxLength(clientDetailsMaxLength, `Details are at most ${clientDetailsMaxLength} characters.`))),
    ),
  }),
  v.check((p) => Object.keys(p).length > 0, 'Send at least one client field to change.'),
);

export type ClientPatch = v.InferOutput<typeof clientPatchSchema>;
