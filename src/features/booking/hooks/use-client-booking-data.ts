import { useLiveQuery } from 'dexie-react-hooks';
import { appDb } from '../../../data/db/app-db-instance';
import type { LookupRow } from '../../../data/db/mirror-types';
import type { Remote } from '../../../data/react/use-async';
import { useRemote } from '../../../data/react/use-remote';
import { fillDropdowns, getClientMeetingInfo } from '../../../domain/meetings/booking-endpoints';
import type { BookingDropdowns, ClientMeetingInfo } from '../../../domain/meetings/booking-lookups';

export type ClientBookingData = {
  info: ClientMeetingInfo | undefined;
  /** 'device': built from the mirror (every meeting type, the client's defaults). */
  infoSource: 'server' | 'cache' | 'device' | null;
  dropdowns: Remote<BookingDropdowns>;
  loading: boolean;
};

/**
 * What choosing a client loads (issue 4): its meeting types, location and
 * description, and its scheduling inboxes and sending mailboxes.
 */
export function useClientBookingData(clientId: number | null): ClientBookingData {
  const info = useRemote(getClientMeetingInfo, clientId ? { params: { clientId } } : null);
  const dropdowns = useRemote(fillDropdowns, clientId ? { query: { client_id: clientId, type: 'accounts' } } : null);
  // Offline with no copy of the answer: the mirror still knows the client's
  // defaults and every meeting type; the server checks the type on replay.
  const fallback = useLiveQuery(async (): Promise<ClientMeetingInfo | null> => {
    if (!clientId || !info.offline) return null;
    const db = appDb();
    const [client, types] = await Promise.all([
      db.clients.get(clientId),
      db.lookups.get('meetingTypes') as Promise<LookupRow<'meetingTypes'> | undefined>,
    ]);
    if (!client) return null;
    return { meetingTypes: types?.items ?? [], meetingLocation: client.meetingLocation, meetingDescription: client.meetingDescription };
  }, [clientId, info.offline]);

  if (info.data) {
    return { info: info.data, infoSource: info.fromCache ? 'cache' : 'server', dropdowns, loading: dropdowns.loading };
  }
  return {
    info: fallback ?? undefined,
    infoSource: fallback ? 'device' : null,
    dropdowns,
    loading: info.loading || dropdowns.loading,
  };
}
