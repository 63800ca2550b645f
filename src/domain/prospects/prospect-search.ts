import * as v from 'valibot';
import { flagField, idField, intField, textField } from '../api/fields';

// Spec 3, prospect search fields. Basic: criteria and includeArchived;
// Advanced: the fields below. The address, the API query and the export
// link all use these names, so an export lists exactly what is shown.

export const advancedFields = [
  'email_or_domain',
  'company',
  'name',
  'zoominfo_company_id',
  'zoominfo_contact_id',
  'industry',
  'sic_code',
  'naics_code',
  'email_to',
] as const;

export type AdvancedField = (typeof advancedFields)[number];

export const advancedFieldLabels: Record<AdvancedField, string> = {
  email_or_domain: 'Email or domain',
  company: 'Company',
  name: 'Name',
  zoominfo_company_id: 'ZoomInfo company id',
  zoominfo_contact_id: 'ZoomInfo contact id',
  industry: 'Industry',
  sic_code: 'SIC code',
  naics_code: 'NAICS code',
  email_to: 'Email to',
};

export const prospectSorts = ['email', 'name', 'company', 'updated'] as const;
export type ProspectSort = (typeof prospectSorts)[number];
export type SortOrder = 'asc' | 'desc';

export const defaultPageSize = 100;
export const maxPageSize = 200;
/** Counting stops here: past it the total reads "more than 10,000" (counting a million rows is slow). */
export const countCap = 10_000;

const digits = (max: number, label: string) =>
  v.pipe(textField(max, label), v.trim(), v.regex(/^\d+$/, `${label} is digits only.`));

/** The filters of a search, shared by the search (paged) and the export (all of it). */
export const prospectFilterEntries = {
  criteria: v.optional(textField(200, 'The search')),
  includeArchived: v.optional(flagField),
  /** Spec 7's name for includeArchived on the export link. */
  archived: v.optional(flagField),
  email_or_domain: v.optional(textField(254, 'Email or domain')),
  company: v.optional(textField(200, 'Company')),
  name: v.optional(textField(200, 'Name')),
  zoominfo_company_id: v.optional(digits(20, 'ZoomInfo company id')),
  zoominfo_contact_id: v.optional(digits(20, 'ZoomInfo contact id')),
  industry: v.optional(idField),
  // SIC codes have 4 digits and NAICS codes 6; fewer digits match every code they begin.
  sic_code: v.optional(v.pipe(digits(4, 'SIC code'), v.minLength(2, 'SIC code needs at least 2 digits.'))),
  naics_code: v.optional(v.pipe(digits(6, 'NAICS code'), v.minLength(2, 'NAICS code needs at least 2 digits.'))),
  email_to: v.optional(textField(254, 'Email to')),
  sort: v.optional(v.picklist(prospectSorts, `sort is one of: ${prospectSorts.join(', ')}.`)),
  order: v.optional(v.picklist(['asc', 'desc'], 'order is asc or desc.')),
};

export const prospectSearchQuerySchema = v.object({
  ...prospectFilterEntries,
  page: v.optional(intField(1, 100_000)),
  pageSize: v.optional(intField(1, maxPageSize)),
});

export const prospectExportQuerySchema = v.object(prospectFilterEntries);

export type ProspectFilters = v.InferOutput<typeof prospectExportQuerySchema>;

/** The query of a search as the app sends it (text, flags as booleans). */
export type ProspectSearchQuery = Partial<Record<AdvancedField | 'criteria', string>> & {
  includeArchived?: boolean;
  sort?: ProspectSort;
  order?: SortOrder;
  page?: number;
  pageSize?: number;
};

export type SearchTab = 'basic' | 'advanced';

/** What the search screen holds (and keeps in the address). */
export type ProspectSearchState = {
  tab: SearchTab;
  criteria: string;
  includeArchived: boolean;
  advanced: Partial<Record<AdvancedField, string>>;
  sort: ProspectSort;
  order: SortOrder;
  page: number;
};

/**
 * The query a tab sends: Basic its one box and "include archived",
 * Advanced the fields filled in; blank fields are left out, and the other
 * tab's fields are never mixed in.
 */
export function searchQueryOf(state: ProspectSearchState, pageSize = defaultPageSize): ProspectSearchQuery {
  const query: ProspectSearchQuery = {};
  if (state.tab === 'basic') {
    const criteria = state.criteria.trim();
    if (criteria) query.criteria = criteria;
  } else {
    for (const field of advancedFields) {
      const value = state.advanced[field]?.trim();
      if (value) query[field] = value;
    }
  }
  if (state.includeArchived) query.includeArchived = true;
  if (state.sort !== 'email') query.sort = state.sort;
  if (state.order !== 'asc') query.order = state.order;
  if (state.page > 1) query.page = state.page;
  query.pageSize = pageSize;
  return query;
}

/** The export link's query: the same search, every page (spec 7's archived flag). */
export function exportQueryOf(state: ProspectSearchState): ProspectSearchQuery & { archived?: boolean } {
  const { page: _page, pageSize: _size, includeArchived, ...rest } = searchQueryOf(state);
  return includeArchived ? { ...rest, archived: true } : rest;
}
