// Values that every described input must refuse, generated from the JSON
// schemas of GET /api/openapi.json (issue 17: a careless or hostile client).
// `plausible` builds a value the schema accepts, so that a body can be
// valid but for the one field made hostile; `hostile` lists values that no
// field of that schema may accept.

export type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  multipleOf?: number;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  default?: unknown;
};

/** A megabyte of text: more than any field holds. */
export const megabyte = 'x'.repeat(1_048_576);

const candidates = ['1', '2026-03', '2026-03-02', 'x', 'walk@demo.test', 'lifetime'];

const alternatives = (s: JsonSchema) => s.anyOf ?? s.oneOf ?? null;
const isNull = (s: JsonSchema) => s.type === 'null';

/** A value the schema accepts (as far as JSON Schema says). */
export function plausible(s: JsonSchema): unknown {
  if (s.const !== undefined) return s.const;
  if (s.enum) return s.enum[0];
  const alts = alternatives(s);
  if (alts) return plausible(alts.find((a) => !isNull(a)) ?? alts[0]);
  switch (s.type) {
    case 'string': {
      if (s.format === 'email') return 'walk@demo.test';
      if (s.format === 'date') return '2026-03-02';
      if (s.pattern) return candidates.find((c) => new RegExp(s.pattern!, 'u').test(c)) ?? 'x';
      return 'x'.repeat(Math.max(1, s.minLength ?? 1));
    }
    case 'integer':
    case 'number':
      return Math.max(1, s.minimum ?? 1, s.multipleOf ?? 1);
    case 'boolean':
      return false;
    case 'null':
      return null;
    case 'array':
      return Array.from({ length: s.minItems ?? 0 }, () => plausible(s.items ?? {}));
    case 'object':
      return Object.fromEntries((s.required ?? []).map((k) => [k, plausible(s.properties?.[k] ?? {})]));
    default:
      return 'x';
  }
}

const beyond32 = [3_000_000_000, -3_000_000_000, 1e308];

/** Values that no field of this schema may accept, each a probe of its own. */
export function hostile(s: JsonSchema, depth = 0): unknown[] {
  const alts = alternatives(s);
  const out: unknown[] = [];
  if (alts) {
    // Refused by every alternative: the hostile text of the text branch, and so on.
    for (const a of alts) out.push(...hostile(a, depth).filter((value) => !alts.some((b) => b !== a && loosely(b, value))));
    out.push({ nested: true });
    return dedupe(out);
  }
  if (s.enum || s.const !== undefined) return ['not-one-of-them\u0000', 3_000_000_000, { nested: true }];
  switch (s.type) {
    case 'string':
      out.push('x\u0000y', s.maxLength !== undefined ? 'x'.repeat(s.maxLength + 1) : megabyte, { nested: true }, []);
      if (s.format === 'date' || /\\d\{4\}/.test(s.pattern ?? '')) out.push('0000-01-01', '2026-02-30', '2026-13', '99999-01-01');
      if (s.pattern?.includes('[1-9]')) out.push('3000000000', '0', '01', '99999999999999999999');
      if (s.format === 'email') out.push('not an email', `${'x'.repeat(250)}@demo.test`);
      break;
    case 'integer':
    case 'number':
      // Beyond 32 bits unless the schema allows more (a change-feed cursor).
      out.push(...beyond32.filter((n) => !(n <= (s.maximum ?? -Infinity) && n >= (s.minimum ?? Infinity))), 1.5, '1', true, null);
      if (s.maximum !== undefined) out.push(s.maximum + 1);
      if (s.minimum !== undefined) out.push(s.minimum - 1);
      break;
    case 'boolean':
      out.push('yes', 2, null);
      break;
    case 'array': {
      out.push('x', { nested: true }, Array.from({ length: (s.maxItems ?? 10_000) + 1 }, () => plausible(s.items ?? {})));
      if (depth < 2) for (const h of hostile(s.items ?? {}, depth + 1).slice(0, 4)) out.push([h]);
      break;
    }
    case 'object':
      out.push('x', [], null);
      break;
    default:
      out.push(megabyte);
  }
  return out;
}

/** Whether the value passes the schema's type (a loose check to keep probes refusable). */
function loosely(s: JsonSchema, value: unknown): boolean {
  if (s.const !== undefined) return s.const === value;
  if (s.enum) return s.enum.includes(value);
  switch (s.type) {
    case 'null':
      return value === null;
    case 'string':
      return typeof value === 'string' && (!s.pattern || new RegExp(s.pattern, 'u').test(value)) && value.length <= (s.maxLength ?? Infinity);
    case 'integer':
      return typeof value === 'number' && Number.isInteger(value) && value <= (s.maximum ?? Infinity) && value >= (s.minimum ?? -Infinity);
    case 'number':
      return typeof value === 'number';
    case 'boolean':
      return typeof value === 'boolean';
    case 'array':
      return Array.isArray(value);
    case 'object':
      return typeof value === 'object' && value !== null && !Array.isArray(value);
    default:
      return true;
  }
}

function dedupe(values: unknown[]): unknown[] {
  const seen = new Set<string>();
  return values.filter((value) => {
    const key = typeof value === 'string' && value.length > 100 ? `long:${value.length}` : JSON.stringify(value);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** As a query parameter or path segment: text. */
export const asText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/** Every string of the schema with no maximum length, pattern, format or list of values: named by its path. */
export function unboundedStrings(s: JsonSchema, path = ''): string[] {
  const alts = alternatives(s);
  if (alts) return alts.flatMap((a) => unboundedStrings(a, path));
  if (s.type === 'string' && s.maxLength === undefined && !s.enum && s.const === undefined && !s.pattern && !s.format) return [path || '(value)'];
  if (s.type === 'array') return [...(s.maxItems === undefined ? [`${path}[] (no maximum of items)`] : []), ...unboundedStrings(s.items ?? {}, `${path}[]`)];
  if (s.type === 'object') {
    const own = s.additionalProperties === false ? [] : [`${path || '(body)'} (unknown keys not refused)`];
    return [...own, ...Object.entries(s.properties ?? {}).flatMap(([k, p]) => unboundedStrings(p, path ? `${path}.${k}` : k))];
  }
  return [];
}
