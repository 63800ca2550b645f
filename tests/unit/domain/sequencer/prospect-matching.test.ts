// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { emptyCriteria } from '../../../../src/domain/sequencer/profile-criteria';
import { firstTitleTokens, jobFunctionWords, prospectMatches, titlePattern, type ProspectFacts, type ResolvedCriteria } from '../../../../src/domain/sequencer/prospect-matching';

const prospect: ProspectFacts = {
  archived: false,
  title: 'Director of IT',
  state: 'NY',
  managementLevelId: 3,
  industryId: 8,
  revenueRangeId: 4,
  employeeRangeId: 12,
  companyId: 77,
  domain: 'acme.example',
};
const resolved = (c: Partial<ResolvedCriteria>): ResolvedCriteria => ({ ...emptyCriteria(), geoStates: [], ecpCompanyIds: [], jobFunctionWords: [], ...c });

const functions = [
  { id: 1, name: 'Information Technology', parentId: null },
  { id: 2, name: 'Security', parentId: 1 },
  { id: 3, name: 'Sales', parentId: null },
  { id: 4, name: 'Inside Sales', parentId: 3 },
];

describe('criteria match prospects (decision 0027)', () => {
  it('restrict nothing when empty, but never match an archived prospect', () => {
    expect(prospectMatches(prospect, resolved({}))).toBe(true);
    expect(prospectMatches({ ...prospect, archived: true }, resolved({}))).toBe(false);
  });

  it('match levels, industries, sizes, states and geo-target states by membership', () => {
    expect(prospectMatches(prospect, resolved({ managementLevels: [2, 3], industry: [8], companyRevenue: [4] }))).toBe(true);
    expect(prospectMatches(prospect, resolved({ managementLevels: [2] }))).toBe(false);
    expect(prospectMatches(prospect, resolved({ companyEmployees: [11] }))).toBe(false);
    expect(prospectMatches(prospect, resolved({ states: ['NJ'] }))).toBe(false);
    expect(prospectMatches(prospect, resolved({ states: ['NJ'], geoStates: ['NY'] }))).toBe(true);
    expect(prospectMatches({ ...prospect, state: null }, resolved({ states: ['NY'] }))).toBe(false);
  });

  it('match companies by exclusive company profile or by domain', () => {
    expect(prospectMatches(prospect, resolved({ exclusiveCompanyProfiles: [5], ecpCompanyIds: [77] }))).toBe(true);
    expect(prospectMatches(prospect, resolved({ exclusiveCompanyProfiles: [5], ecpCompanyIds: [78] }))).toBe(false);
    expect(prospectMatches(prospect, resolved({ exclusiveCompanyProfiles: [5], ecpCompanyIds: [78], individualDomains: ['acme.example'] }))).toBe(true);
    expect(prospectMatches(prospect, resolved({ individualDomains: ['other.example'] }))).toBe(false);
  });

  it('match keywords and job functions as whole words of the title', () => {
    expect(prospectMatches(prospect, resolved({ keywords: ['director'] }))).toBe(true);
    expect(prospectMatches(prospect, resolved({ keywords: ['direct'] }))).toBe(false);
    expect(jobFunctionWords([1], functions).sort()).toEqual(['IT', 'Information Technology', 'Security']);
    expect(jobFunctionWords([4], functions)).toEqual(['Inside Sales']);
    expect(prospectMatches(prospect, resolved({ jobFunctions: [1], jobFunctionWords: jobFunctionWords([1], functions) }))).toBe(true);
    expect(prospectMatches({ ...prospect, title: 'Security Lead' }, resolved({ jobFunctions: [1], jobFunctionWords: jobFunctionWords([1], functions) }))).toBe(true);
    expect(prospectMatches(prospect, resolved({ jobFunctions: [3], jobFunctionWords: jobFunctionWords([3], functions) }))).toBe(false);
  });

  it('escape a keyword, so that a pattern character matches itself', () => {
    expect(new RegExp(titlePattern(['C++']), 'i').test('Head of C++ tooling')).toBe(true);
    expect(new RegExp(titlePattern(['VP', 'Chief']), 'i').test('Chief Financial Officer')).toBe(true);
    expect(new RegExp(titlePattern(['VP', 'Chief']), 'i').test('Mischief maker')).toBe(false);
    expect(new RegExp(titlePattern(['a.b']), 'i').test('axb')).toBe(false);
  });

  it("name, for each word, a word of every title it matches: the server's index of title words finds them all", () => {
    expect(firstTitleTokens(['VP', 'Vice President', ' C++ ', '+Ops', 'R&D'])).toEqual(['vp', 'vice', 'c', 'ops', 'r']);
    expect(firstTitleTokens(['++'])).toBeNull();
    const words = ['VP', 'Vice President', 'C++', '+Ops', 'R&D', 'IT', 'Head of Growth'];
    const titles = ['VP, Sales', 'SVP Sales', 'Senior Vice President', 'Vice-President', 'C++ developer', 'Dev +Ops lead', 'R&D Manager', 'Head of IT', 'Security Lead', 'Head of Growth', ''];
    for (const title of titles) {
      const tokens = new Set(title.toLowerCase().split(/[^a-z0-9]+/));
      for (const word of words) {
        const matches = new RegExp(titlePattern([word]), 'i').test(title);
        // Whenever the pattern matches, the title holds the word's first token whole.
        if (matches) expect(tokens.has(firstTitleTokens([word])![0]), `${word} in "${title}"`).toBe(true);
      }
    }
  });
});

