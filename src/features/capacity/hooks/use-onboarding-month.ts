import { useRemote } from '../../../data/react/use-remote';
import { listClients } from '../../../domain/clients/client-endpoints';

/** Clients by onboarding date in one month (spec 7: GET /api/clients?onboarding-month=YYYY-MM). */
export const useOnboardingMonth = (month: string) => useRemote(listClients, { query: { 'onboarding-month': month } });
