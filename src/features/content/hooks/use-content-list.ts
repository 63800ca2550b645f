import { listContentSequences } from '../../../domain/content/content-endpoints';
import { useRemote } from '../../../data/react/use-remote';

export type ContentListFilters = { client?: number; status?: string; owner?: number; archived: boolean; shareStatus?: string };

/** GET /api/content/sequences with the list's filters (archived ones hidden unless asked for). */
export function useContentList(filters: ContentListFilters, epoch: unknown) {
  return useRemote(
    listContentSequences,
    {
      query: {
        client: filters.client,
        status: filters.status as never,
        owner: filters.owner,
        archived: filters.archived ? '1' : '0',
        shareStatus: filters.shareStatus as never,
      },
    },
    epoch,
  );
}
