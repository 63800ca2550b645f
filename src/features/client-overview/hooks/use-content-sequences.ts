import { useRemote } from '../../../data/react/use-remote';
import { listContentSequences } from '../../../domain/content/content-endpoints';

/** GET /api/content/sequences?client: the client's content sequences. */
export function useContentSequences(clientId: number) {
  return useRemote(listContentSequences, { query: { client: clientId } });
}
