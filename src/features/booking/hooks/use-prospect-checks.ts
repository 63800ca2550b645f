import { useDebouncedValue } from '@mantine/hooks';
import { useEffect } from 'react';
import { isValidEmail } from '../../../domain/email/email-pattern';
import type { BookingFormAction } from '../../../domain/meetings/booking-form-state';
import { useRemote } from '../../../data/react/use-remote';
import { checkDneDomain, findMeetingProspect } from '../../../domain/meetings/booking-endpoints';

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
  const lookup = useRemote(findMeetingProspect, lookupEmail ? { query: { email: lookupEmail } } : null);

  useEffect(() => {
    if (lookupEmail && lookup.data) dispatch({ type: 'prospect-lookup', email: lookupEmail, prospect: lookup.data[0] ?? null });
  }, [lookup.data, lookupEmail, dispatch]);

  const [email] = useDebouncedValue(options.email.trim().toLowerCase(), 400);
  const dneAsked = options.client !== null && isValidEmail(email);
  const dne = useRemote(checkDneDomain, dneAsked ? { params: { clientId: options.client!, email } } : null);

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
    dne: dneAsked && dne.data?.dne && email === options.email.trim().toLowerCase() ? dne.data : null,
    dneUnavailable: dneAsked && dne.offline,
  };
}
