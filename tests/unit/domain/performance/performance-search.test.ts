import { describe, expect, it } from 'vitest';
import { keepWithin, listQueryOf, searchFromView, viewFromSearch, withFilters } from '../../../../src/domain/performance/performance-search';

describe('the panel view in the address', () => {
  it('reads an empty address as page 1, all statuses, no filters', () => {
    expect(viewFromSearch({})).toEqual({ teams: [], csm: [], campaigns: [], status: ['enabled', 'disabled', 'locked'], page: 1, sort: undefined, dir: 'desc' });
    expect(searchFromView(viewFromSearch({}))).toEqual({
      teams: undefined,
      csm: undefined,
      campaigns: undefined,
      status: undefined,
      page: undefined,
      sort: undefined,
      dir: undefined,
    });
  });
  it('writes back what differs from the default, and reads it again the same', () => {
    const view = { teams: [2], csm: [5, 6], campaigns: [], status: ['locked' as const], page: 3, sort: 'replied' as const, dir: 'asc' as const };
    const search = searchFromView(view);
    expect(search).toMatchObject({ teams: [2], csm: [5, 6], campaigns: undefined, status: ['locked'], page: 3, sort: 'replied', dir: 'asc' });
    expect(viewFromSearch(search)).toEqual(view);
  });
  it('goes back to the first page when a filter changes', () => {
    const view = { ...viewFromSearch({ page: 4 }), sort: 'opened' as const };
    expect(withFilters(view, { teams: [1] })).toMatchObject({ teams: [1], page: 1, sort: 'opened' });
    expect(withFilters(view, { status: ['enabled'] }).page).toBe(1);
  });
  it('asks page 3 as offset 20, limit 10 (spec 9)', () => {
    expect(listQueryOf(viewFromSearch({ page: 3, teams: [4] }))).toEqual({
      offset: 20,
      limit: 10,
      sequence_status: ['enabled', 'disabled', 'locked'],
      teams: ['4'],
      csm: [],
      campaigns: [],
    });
  });
  it('keeps chosen reps or segments only when the new lists still hold them', () => {
    expect(keepWithin([1, 2, 3], [{ id: 2 }, { id: 3 }, { id: 9 }])).toEqual([2, 3]);
    expect(keepWithin([1], undefined)).toEqual([1]);
  });
});
