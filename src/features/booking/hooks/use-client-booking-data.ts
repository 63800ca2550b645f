import { useLiveQuery } from '../../../data/react/use-live-query';
import { useMemo } from 'react';
import { appDb } from '../../../data/db/app-db-instance';
import type { Remote } from '../../../data/react/use-async';
import { useRemote } from '../../../data/react/use-remote';
import { fillDropdowns, getClientMeetingInfo } from '../../../domain/meetings/booking-endpoints';
import type { BookingDropdowns, ClientMeetingInfo } from '../../../domain/meetings/booking-lookups';
import { dropdownsOf, meetingInfoOf, type ClientBookingLookups } from '../../../domain/meetings/client-booking-lookups';

export type ClientBookingData = {
  info: ClientMeetingInfo | undefined;
  /** 'device': the client's lookups as mirrored on this device (issue 16). */
  infoSource: 'server' | 'cache' | 'device' | null;
  dropdowns: Remote<BookingDropdowns>;
  /** When the statuses shown were read, if they come from this device (they may have changed since). */
  statusesAsOf: string | null;
  loading: boolean;
};

/**
 * What choosing a client loads (issue 4): its meeting types, location and
 * description, and its scheduling inboxes and sending mailboxes. Online the
 * server answers; until it does, and offline, the client's lookups mirrored
 * from the change feed answer (issue 16: a rep books offline for any client).
 */
export function useClientBookingData(clientId: number | null, connected: boolean): ClientBookingData {
  const info = useRemote(getClientMeetingInfo, clientId ? { params: { clientId } } : null);
  const dropdowns = useRemote(fillDropdowns, clientId ? { query: { client_id: clientId, type: 'accounts' } } : null);
  const mirrored = useLiveQuery(
    async (): Promise<ClientBookingLookups | null> => (clientId ? ((await appDb().bookingLookups.get(clientId)) ?? null) : null),
    [clientId],
  );

  // The mirror follows the change feed; the service worker's copy is only the last answer seen.
  const fresh = <T,>(r: Remote<T>) => Boolean(r.data) && !r.fromCache;
  const fromDevice = !fresh(dropdowns) && Boolean(mirrored);
  // Memoised: effects of the form follow these objects (a new one each render would loop).
  const deviceInfo = useMemo(() => (mirrored ? meetingInfoOf(mirrored) : undefined), [mirrored]);
  const deviceDropdowns = useMemo(
    (): Remote<BookingDropdowns> | null =>
      mirrored ? { data: dropdownsOf(mirrored), loading: false, error: null, offline: dropdowns.offline, fromCache: true, refreshing: false } : null,
    [mirrored, dropdowns.offline],
  );
  const shownDropdowns = fromDevice && deviceDropdowns ? deviceDropdowns : dropdowns;
  // Said offline, or once the server could not answer; not while its answer is on the way.
  const statusesAsOf = fromDevice && mirrored && (!connected || !dropdowns.loading) ? mirrored.checkedAt : null;

  if (fresh(info) || (info.data && !mirrored)) {
    return { info: info.data, infoSource: info.fromCache ? 'cache' : 'server', dropdowns: shownDropdowns, statusesAsOf, loading: shownDropdowns.loading };
  }
  if (mirrored) {
    return { info: deviceInfo, infoSource: 'device', dropdowns: shownDropdowns, statusesAsOf, loading: shownDropdowns.loading };
  }
  return { info: undefined, infoSource: null, dropdowns: shownDropdowns, statusesAsOf, loading: info.loading || shownDropdowns.loading };
}
