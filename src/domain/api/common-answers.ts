import * as v from 'valibot';

/** `{ error, fields? }`: every refusal of the API (decision 0022). */
export const errorAnswerSchema = v.object({
  error: v.string(),
  fields: v.optional(v.record(v.string(), v.string())),
});

/** An answer with nothing to read (`{ ok: true }`). */
export const okAnswerSchema = v.object({ ok: v.literal(true) });

