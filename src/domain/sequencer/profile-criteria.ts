import * as v from 'valibot';
import { idField, lengths, textField } from '../api/fields';

// Spec 3, sequence profile: the targeting fields. Every list empty means
// "no restriction" on that field (spec 5: all states are stored as none).

export const criteriaFields = [
  'managementLevels',
  'jobFunctions',
  'keywords',
  'industry',
  'companyRevenue',
  'companyEmployees',
  'states',
  'geotargetProfileIds',
  'exclusiveCompanyProfiles',
  'individualDomains',
] as const;

export type CriteriaField = (typeof criteriaFields)[number];

export type ProfileCriteria = {
  managementLevels: number[];
  jobFunctions: number[];
  keywords: string[];
  industry: number[];
  companyRevenue: number[];
  companyEmployees: number[];
  /** State abbreviations; [] is every state. */
  states: string[];
  geotargetProfileIds: number[];
  exclusiveCompanyProfiles: number[];
  individualDomains: string[];
};

export const emptyCriteria = (): ProfileCriteria => ({
  managementLevels: [],
  jobFunctions: [],
  keywords: [],
  industry: [],
  companyRevenue: [],
  companyEmployees: [],
  states: [],
  geotargetProfileIds: [],
  exclusiveCompanyProfiles: [],
  individualDomains: [],
});

/** Hardening: how long each list may be. */
export const criteriaListMax = { ids: 200, keywords: 50, domains: 500 } as const;

const unique = <T>(list: T[]) => [...new Set(list)];

const idList = (label: string) =>
  v.pipe(v.array(idField, `${label} must be a list of ids.`), v.maxLength(criteriaListMax.ids, `Choose at most ${criteriaListMax.ids} ${label}.`), v.transform(unique));

const domainPattern = /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

/** "https://www.Acme.com/about" → "www.acme.com": what a rep pastes becomes a domain. */
export function normalizeDomain(input: string): string {
  return input
    .trim()
    .toLowerCase()
    .replace(/^[a-z]+:\/\//, '')
    .replace(/[/?#].*$/, '')
    .replace(/\.$/, '');
}

export const isDomain = (value: string) => domainPattern.test(value);

// No commas: the estimate's query sends lists comma-joined or repeated.
const keyword = v.pipe(
  textField(lengths.short, 'A keyword'),
  v.trim(),
  v.minLength(1, 'A keyword cannot be empty.'),
  v.check((k) => !k.includes(','), 'A keyword cannot hold a comma: add each one on its own.'),
);
const domain = v.pipe(
  textField(253, 'A domain'),
  v.transform(normalizeDomain),
  v.check(isDomain, 'Write each domain as example.com.'),
);
const state = v.pipe(v.string('A state must be text.'), v.trim(), v.toUpperCase(), v.regex(/^[A-Z]{2}$/, 'Use state abbreviations such as NY.'));

/** The targeting fields of a profile body; each optional, each a list. */
export const criteriaEntries = {
  managementLevels: v.optional(idList('management levels')),
  jobFunctions: v.optional(idList('job functions')),
  keywords: v.optional(
    v.pipe(
      v.array(keyword, 'keywords must be a list of text.'),
      v.maxLength(criteriaListMax.keywords, `Use at most ${criteriaListMax.keywords} keywords.`),
      v.transform((list) => unique(list.map((k) => k.replace(/\s+/g, ' ')))),
    ),
  ),
  industry: v.optional(idList('industries')),
  companyRevenue: v.optional(idList('revenue ranges')),
  companyEmployees: v.optional(idList('employee ranges')),
  states: v.optional(v.pipe(v.array(state, 'states must be a list.'), v.maxLength(60, 'Choose at most 60 states.'), v.transform(unique))),
  geotargetProfileIds: v.optional(idList('geo-target profiles')),
  exclusiveCompanyProfiles: v.optional(idList('exclusive company profiles')),
  individualDomains: v.optional(
    v.pipe(
      v.array(domain, 'individualDomains must be a list of domains.'),
      v.maxLength(criteriaListMax.domains, `Use at most ${criteriaListMax.domains} domains.`),
      v.transform(unique),
    ),
  ),
};

/** The criteria as stored: every field present (older rows may lack some). */
export function fullCriteria(partial: Partial<ProfileCriteria> | Record<string, unknown> | null | undefined): ProfileCriteria {
  const out = emptyCriteria();
  if (!partial) return out;
  for (const field of criteriaFields) {
    const value = (partial as Record<string, unknown>)[field];
    if (Array.isArray(value)) (out[field] as unknown[]) = [...value];
  }
  return out;
}

/** The criteria fields present in a body, taken out of it. */
export function pickCriteria(body: Partial<Record<CriteriaField, unknown>>): Partial<ProfileCriteria> {
  const out: Partial<ProfileCriteria> = {};
  for (const field of criteriaFields) if (body[field] !== undefined) (out as Record<string, unknown>)[field] = body[field];
  return out;
}

/**
 * Spec 5: selecting all states is stored as no state restriction. Also
 * sorts the states, so that equal choices compare equal.
 */
export function normalizeStates(states: readonly string[], allStates: readonly string[]): string[] {
  const chosen = unique(states.map((s) => s.toUpperCase())).sort();
  if (allStates.length > 0 && allStates.every((s) => chosen.includes(s.toUpperCase()))) return [];
  return chosen;
}
