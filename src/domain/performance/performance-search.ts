import * as v from 'valibot';
import { countColumns, type CountColumn, type SortDirection } from './performance-counts';
import { offsetOfPage, performancePageSize } from './performance-paging';
import { defaultStatusFilter, sequenceStatusFilters, type SequenceStatusFilter } from './sequence-status-filter';

// The panel's view lives in the address (shareable, kept over a reload, also
// offline). A value that does not parse is dropped rather than breaking the page.
const list = <T extends v.GenericSchema>(item: T) => v.fallback(v.optional(v.array(item)), undefined);
const id = v.pipe(v.number(), v.integer(), v.minValue(1));

export const performanceSearchSchema = v.object({
  teams: list(id),
  csm: list(id),
  campaigns: list(id),
  status: list(v.picklist(sequenceStatusFilters)),
  page: v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))), undefined),
  sort: v.fallback(v.optional(v.picklist(countColumns)), undefined),
  dir: v.fallback(v.optional(v.picklist(['asc', 'desc'])), undefined),
});
export type PerformanceSearch = v.InferOutput<typeof performanceSearchSchema>;

export type PerformanceView = {
  teams: number[];
  csm: number[];
  campaigns: number[];
  status: SequenceStatusFilter[];
  page: number;
  sort?: CountColumn;
  dir: SortDirection;
};

export function viewFromSearch(s: PerformanceSearch): PerformanceView {
  return {
    teams: s.teams ?? [],
    csm: s.csm ?? [],
    campaigns: s.campaigns ?? [],
    status: s.status?.length ? s.status : [...defaultStatusFilter],
    page: s.page ?? 1,
    sort: s.sort,
    dir: s.dir ?? 'desc',
  };
}

export function searchFromView(view: PerformanceView): PerformanceSearch {
  const keep = <T>(xs: T[]) => (xs.length ? xs : undefined);
  return {
    teams: keep(view.teams),
    csm: keep(view.csm),
    campaigns: keep(view.campaigns),
    status: view.status.length === defaultStatusFilter.length || !view.status.length ? undefined : view.status,
    page: view.page > 1 ? view.page : undefined,
    sort: view.sort,
    dir: view.sort && view.dir === 'asc' ? 'asc' : undefined,
  };
}

/** A filter change goes back to the first page (the old page may not exist any more). */
export function withFilters(view: PerformanceView, change: Partial<Pick<PerformanceView, 'teams' | 'csm' | 'campaigns' | 'status'>>): PerformanceView {
  return { ...view, ...change, page: 1 };
}

/** Reps and segments chosen before the teams changed stay only if the new teams still hold them. */
export function keepWithin(chosen: number[], offered: readonly { id: number }[] | undefined): number[] {
  return offered ? chosen.filter((x) => offered.some((o) => o.id === x)) : chosen;
}

/** The query of GET /sequence-performance/get-list for a view. */
export function listQueryOf(view: PerformanceView) {
  return {
    offset: offsetOfPage(view.page),
    limit: performancePageSize,
    sequence_status: view.status,
    // Ids travel as text in a query string (idListField reads them back).
    teams: view.teams.map(String),
    csm: view.csm.map(String),
    campaigns: view.campaigns.map(String),
    ...(view.sort ? { sort: view.sort, direction: view.dir } : {}),
  };
}
