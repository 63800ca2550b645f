import { useLiveQuery } from '../../../data/react/use-live-query';
import { appDb } from '../../../data/db/app-db-instance';
import { useRemote } from '../../../data/react/use-remote';
import { listTaskTags } from '../../../domain/clients/client-endpoints';
import { normalizeTaskTags } from '../../../domain/clients/task-tags-schema';

/** Tags known anywhere: the server's list online, the mirrored clients' tags always. */
export function useKnownTags(): string[] {
  const online = useRemote(listTaskTags, {});
  const mirrored = useLiveQuery(async () => (await appDb().clients.toArray()).flatMap((c) => c.taskTags), [], [] as string[]);
  const fromServer = online.data !== undefined && !online.error ? online.data : [];
  return normalizeTaskTags([...fromServer, ...mirrored]).sort((a, b) => a.localeCompare(b));
}
