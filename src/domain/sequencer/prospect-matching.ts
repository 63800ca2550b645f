import type { ProfileCriteria } from './profile-criteria';

// How a profile's criteria match prospects (decision 0027). The server runs
// the same rule in SQL for the estimate and for removeMismatchedLeads, with
// the same title patterns built here; the seed runs it in memory.
//
// - an empty list restricts nothing;
// - management level, industry (the prospect's, else its company's),
//   revenue and employee range (its company's): one of the chosen;
// - states: the prospect's state is one of the chosen states or of the
//   states of the chosen geo-target profiles;
// - companies: its company is in a chosen exclusive company profile, or its
//   company's domain is one of the individual domains;
// - keywords and job functions: its title holds one of them as whole words
//   (a job function by its name, its children's names, or a usual short
//   form such as IT);
// - archived prospects never match.

/** Usual short forms of job functions in titles ("Director of IT"). */
export const jobFunctionAliases: Record<string, readonly string[]> = {
  'Information Technology': ['IT'],
  'Human Resources': ['HR'],
  Finance: ['Financial', 'Controller'],
  Engineering: ['Engineer'],
};

export type JobFunctionNode = { id: number; name: string; parentId: number | null };

/** The words a title may hold for the chosen job functions (a parent brings its children's). */
export function jobFunctionWords(chosen: readonly number[], functions: readonly JobFunctionNode[]): string[] {
  const ids = new Set(chosen);
  const words = new Set<string>();
  for (const f of functions) {
    if (!ids.has(f.id) && !(f.parentId !== null && ids.has(f.parentId))) continue;
    words.add(f.name);
    for (const alias of jobFunctionAliases[f.name] ?? []) words.add(alias);
  }
  return [...words];
}

const escapeRegex = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A whole-word, case-insensitive pattern matching any of the words, written
 * so that JavaScript's RegExp (flag i) and PostgreSQL's `~*` read it alike.
 * One pattern for the list: a title is read once, not once per word.
 */
export function titlePattern(words: readonly string[]): string {
  return `(^|[^a-z0-9])(${words.map((w) => escapeRegex(w.trim().toLowerCase())).join('|')})($|[^a-z0-9])`;
}

/**
 * For the server's index of title words (the title lower-cased and split on
 * whatever is not a letter or digit): the first such word of each of
 * `words`. A title the pattern above matches holds that word of the matching
 * one whole, so asking the index for titles holding any of them finds every
 * match (the pattern then decides). Null when a word has no letter or digit:
 * nothing to ask the index for.
 */
export function firstTitleTokens(words: readonly string[]): string[] | null {
  const tokens = new Set<string>();
  for (const word of words) {
    const first = word.trim().toLowerCase().split(/[^a-z0-9]+/).find((t) => t !== '');
    if (first === undefined) return null;
    tokens.add(first);
  }
  return [...tokens];
}

/** What the criteria need beyond their own ids, looked up by the caller. */
export type ResolvedCriteria = ProfileCriteria & {
  /** States of the chosen geo-target profiles. */
  geoStates: readonly string[];
  /** Companies of the chosen exclusive company profiles. */
  ecpCompanyIds: readonly number[];
  /** jobFunctionWords of the chosen job functions. */
  jobFunctionWords: readonly string[];
};

export type ProspectFacts = {
  archived: boolean;
  title: string | null;
  state: string | null;
  managementLevelId: number | null;
  /** The prospect's industry, else its company's. */
  industryId: number | null;
  revenueRangeId: number | null;
  employeeRangeId: number | null;
  companyId: number | null;
  domain: string | null;
};

const oneOf = <T>(chosen: readonly T[], value: T | null) => chosen.length === 0 || (value !== null && chosen.includes(value));

const compiled = new Map<string, RegExp>();
const wordsRegex = (words: readonly string[]) => {
  const pattern = titlePattern(words);
  let re = compiled.get(pattern);
  if (!re) compiled.set(pattern, (re = new RegExp(pattern, 'i')));
  return re;
};

function titleHolds(title: string | null, words: readonly string[]): boolean {
  if (!title || !words.length) return false;
  return wordsRegex(words).test(title);
}

/** The in-memory form of the rule (the server's SQL does the same). */
export function prospectMatches(p: ProspectFacts, c: ResolvedCriteria): boolean {
  if (p.archived) return false;
  if (!oneOf(c.managementLevels, p.managementLevelId)) return false;
  if (!oneOf(c.industry, p.industryId)) return false;
  if (!oneOf(c.companyRevenue, p.revenueRangeId)) return false;
  if (!oneOf(c.companyEmployees, p.employeeRangeId)) return false;
  const states = [...c.states, ...c.geoStates];
  if (states.length > 0 && (p.state === null || !states.includes(p.state.toUpperCase()))) return false;
  if (c.exclusiveCompanyProfiles.length > 0 || c.individualDomains.length > 0) {
    const inEcp = p.companyId !== null && c.ecpCompanyIds.includes(p.companyId);
    const inDomains = p.domain !== null && c.individualDomains.includes(p.domain.toLowerCase());
    if (!inEcp && !inDomains) return false;
  }
  if (c.keywords.length > 0 && !titleHolds(p.title, c.keywords)) return false;
  if (c.jobFunctions.length > 0 && !titleHolds(p.title, c.jobFunctionWords)) return false;
  return true;
}
