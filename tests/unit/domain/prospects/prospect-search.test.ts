// @vitest-environment node
import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { emailOrDomainMatch } from '../../../../src/domain/prospects/email-or-domain';
import { addressFromState, prospectsAddressSchema, stateFromAddress } from '../../../../src/domain/prospects/prospect-address';
import { exportQueryOf, searchQueryOf, type ProspectSearchState } from '../../../../src/domain/prospects/prospect-search';

const state = (patch: Partial<ProspectSearchState> = {}): ProspectSearchState => ({
  tab: 'basic',
  criteria: '',
  includeArchived: false,
  advanced: {},
  sort: 'email',
  order: 'asc',
  page: 1,
  ...patch,
});

describe('search parameters from each tab (spec 3)', () => {
  it('Basic sends its one box (trimmed) and include archived, never the Advanced fields', () => {
    expect(searchQueryOf(state({ criteria: '  acme.com ', includeArchived: true, advanced: { company: 'Acme' } }))).toEqual({
      criteria: 'acme.com',
      includeArchived: true,
      pageSize: 100,
    });
    expect(searchQueryOf(state({ criteria: '   ' }))).toEqual({ pageSize: 100 });
  });

  it('Advanced sends the fields filled in, never the Basic box', () => {
    const query = searchQueryOf(
      state({ tab: 'advanced', criteria: 'ignored', advanced: { company: ' Acme ', sic_code: '7372', name: '', email_to: '  ' } }),
    );
    expect(query).toEqual({ company: 'Acme', sic_code: '7372', pageSize: 100 });
  });

  it('sends the sort, order and page only when they are not the defaults', () => {
    expect(searchQueryOf(state({ sort: 'name', order: 'desc', page: 3 }), 50)).toEqual({ sort: 'name', order: 'desc', page: 3, pageSize: 50 });
  });

  it("exports the same search with every page, under spec 7's archived flag", () => {
    expect(exportQueryOf(state({ criteria: 'acme', includeArchived: true, page: 4, sort: 'updated' }))).toEqual({ criteria: 'acme', sort: 'updated', archived: true });
  });

  it('keeps the search in the address and reads it back; a value that does not parse is dropped', () => {
    const s = state({ tab: 'advanced', advanced: { naics_code: '5112', company: 'Acme' }, sort: 'company', page: 2, includeArchived: true });
    const address = addressFromState(s);
    expect(address).toEqual({ tab: 'advanced', naics_code: '5112', company: 'Acme', sort: 'company', page: 2, includeArchived: true });
    expect(stateFromAddress(v.parse(prospectsAddressSchema, address))).toEqual(s);
    const odd = v.parse(prospectsAddressSchema, { tab: 'nope', page: -1, sort: 'x', zoominfo_company_id: 12345 });
    expect(stateFromAddress(odd)).toEqual(state({ advanced: { zoominfo_company_id: '12345' } }));
  });
});

describe('how email_or_domain matches', () => {
  it('reads an address (or its beginning) when an @ is inside, otherwise a domain', () => {
    expect(emailOrDomainMatch(' Jane@Acme.com ')).toEqual({ kind: 'email', prefix: 'jane@acme.com' });
    expect(emailOrDomainMatch('jane@')).toEqual({ kind: 'email', prefix: 'jane@' });
    expect(emailOrDomainMatch('@acme.com')).toEqual({ kind: 'domain', domain: 'acme.com' });
    expect(emailOrDomainMatch('ACME.com')).toEqual({ kind: 'domain', domain: 'acme.com' });
    expect(emailOrDomainMatch('  ')).toBeNull();
    expect(emailOrDomainMatch('@')).toBeNull();
  });
});
