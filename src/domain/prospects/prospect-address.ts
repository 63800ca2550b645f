import * as v from 'valibot';
import { advancedFields, prospectSorts, type AdvancedField, type ProspectSearchState } from './prospect-search';

// The search lives in the address (issue 21), so a reload, a shared link or
// the back button shows the same results. A value that does not parse is
// dropped rather than breaking the page.
const opt = <T extends v.GenericSchema>(schema: T) => v.fallback(v.optional(schema), undefined);
const text = opt(v.pipe(v.union([v.string(), v.pipe(v.number(), v.transform(String))]), v.maxLength(254)));
const flag = opt(v.union([v.boolean(), v.pipe(v.picklist(['1', 'true']), v.transform(() => true))]));

export const prospectsAddressSchema = v.object({
  tab: opt(v.picklist(['basic', 'advanced'])),
  criteria: text,
  includeArchived: flag,
  ...(Object.fromEntries(advancedFields.map((f) => [f, text])) as Record<AdvancedField, typeof text>),
  sort: opt(v.picklist(prospectSorts)),
  order: opt(v.picklist(['asc', 'desc'])),
  page: opt(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100_000))),
});

export type ProspectsAddress = v.InferOutput<typeof prospectsAddressSchema>;

export function stateFromAddress(a: ProspectsAddress): ProspectSearchState {
  const advanced: ProspectSearchState['advanced'] = {};
  for (const f of advancedFields) if (a[f]) advanced[f] = a[f];
  return {
    tab: a.tab ?? 'basic',
    criteria: a.criteria ?? '',
    includeArchived: a.includeArchived ?? false,
    advanced,
    sort: a.sort ?? 'email',
    order: a.order ?? 'asc',
    page: a.page ?? 1,
  };
}

/** Defaults are left out, so the address stays short. */
export function addressFromState(s: ProspectSearchState): ProspectsAddress {
  const a: ProspectsAddress = {};
  if (s.tab !== 'basic') a.tab = s.tab;
  if (s.tab === 'basic' && s.criteria.trim()) a.criteria = s.criteria.trim();
  if (s.tab === 'advanced') for (const f of advancedFields) if (s.advanced[f]?.trim()) a[f] = s.advanced[f]!.trim();
  if (s.includeArchived) a.includeArchived = true;
  if (s.sort !== 'email') a.sort = s.sort;
  if (s.order !== 'asc') a.order = s.order;
  if (s.page > 1) a.page = s.page;
  return a;
}
