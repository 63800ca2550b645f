import { useDebouncedValue } from '@mantine/hooks';
import { useEffect } from 'react';
import { isValidEmail } from '../../domain/email/email-pattern';
import type { DneCheck, MeetingProspect } from '../../domain/meetings/booking-lookups';
import type { BookingFormAction } from './booking-form-state';
import { useRemote } from './use-remote';

export type ProspectLookupStatus = 'idle' | 'loading' | 'found' | 'new' | 'unavailable';

/**
 * The two checks a prospect email gets (issue 4): the stored prospect, looked
 * up only for an address the rep typed (a restored form keeps its details),
 * and the client's do-not-email list, warned about before anything is sent.
 */
export function useProspectChecks(options: {
  typedEmail: string | null;
  email: string;
  client: number | null;
  dispatch: (action: BookingFormAction) => void;
}) {
  const { dispatch } = options;
  const [typed] = useDebouncedValue(options.typedEmail, 400);
  const lookupEmail = typed && isValidEmail(typed) ? typed.trim().toLowerCase() : null;
  const lookup = useRemote<MeetingProspect[]>(lookupEmail ? '/api/meeting-prospects' : null, { email: lookupEmail ?? undefined });

  useEffect(() => {
    if (lookupEmail && lookup.data) dispatch({ type: 'prospect-lookup', email: lookupEmail, prospect: lookup.data[0] ?? null });
  }, [lookup.data, lookupEmail, dispatch]);

  const [email] = useDebouncedValue(options.email.trim().toLowerCase(), 400);
  const dneUrl = options.client && isValidEmail(email) ? `/dne/check-domain/${options.client}/${encodeURIComponent(email)}` : null;
  const dne = useRemote<DneCheck>(dneUrl);

  const status: ProspectLookupStatus = !lookupEmail
    ? 'idle'
    : lookup.loading
      ? 'loading'
      : lookup.data
        ? lookup.data.length
          ? 'found'
          : 'new'
        : lookup.error
          ? 'unavailable'
          : 'idle';
  const matchesForm = lookupEmail !== null && lookupEmail === options.email.trim().toLowerCase();
  return {
    lookupStatus: matchesForm ? status : 'idle',
    dne: dneUrl && dne.data?.dne && email === options.email.trim().toLowerCase() ? dne.data : null,
    dneUnavailable: Boolean(dneUrl && dne.offline),
  };
}
