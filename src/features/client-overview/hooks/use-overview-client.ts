import { useLiveQuery } from '../../../data/react/use-live-query';
import { useEffect, useState } from 'react';
import { appDb } from '../../../data/db/app-db-instance';
import { callEndpoint } from '../../../data/http/call-endpoint';
import { isTransportError } from '../../../data/http/transport-error';
import { applyServerRows } from '../../../data/sync/pull';
import { clientIdToFetch, parseClientId } from '../../../domain/clients/client-id-param';
import { getClient } from '../../../domain/clients/client-endpoints';
import type { Client } from '../../../domain/clients/client-types';

export type OverviewClient =
  | { state: 'invalid' }
  | { state: 'refused' }
  | { state: 'loading' }
  | { state: 'missing' }
  | { state: 'offline' }
  | { state: 'ready'; client: Client };

type Viewer = { isGuest: boolean; clientId: number | null };

/**
 * The client of /client/overview/{id}. Spec 5: it is fetched only when the
 * id in the address is a number and differs from the one loaded; the
 * mirror answers at once (offline too) and the server's copy refreshes it.
 */
export function useOverviewClient(idParam: string, viewer: Viewer): OverviewClient {
  const [loadedId, setLoadedId] = useState<number | null>(null);
  const [failure, setFailure] = useState<{ id: number; state: 'refused' | 'missing' | 'offline' } | null>(null);
  const id = parseClientId(idParam);
  const guestElsewhere = viewer.isGuest && id !== null && id !== viewer.clientId;

  useEffect(() => {
    const toFetch = guestElsewhere ? null : clientIdToFetch(idParam, loadedId);
    if (toFetch === null) return;
    setLoadedId(toFetch);
    setFailure(null);
    callEndpoint(getClient, { params: { id: toFetch } })
      .then(({ data }) => applyServerRows(appDb(), 'clients', [data]))
      .catch((e: unknown) => {
        const status = isTransportError(e) ? e.status : undefined;
        setFailure({ id: toFetch, state: status === 404 ? 'missing' : status === 403 ? 'refused' : 'offline' });
      });
  }, [idParam, loadedId, guestElsewhere]);

  const mirrored = useLiveQuery(async () => (id === null ? null : ((await appDb().clients.get(id)) ?? null)), [id]);

  if (id === null) return { state: 'invalid' };
  if (guestElsewhere) return { state: 'refused' };
  const failed = failure?.id === id ? failure.state : null;
  if (failed === 'missing' || failed === 'refused') return { state: failed };
  if (mirrored) return { state: 'ready', client: mirrored };
  if (failed === 'offline' && mirrored === null) return { state: 'offline' };
  return { state: 'loading' };
}
