import type { ContractType } from './deal-revenue';

/** Spec 3, deal (opportunity), as GET /api/opportunities lists it. */
export type Opportunity = {
  id: number;
  clientId: number;
  meetingId: number | null;
  name: string;
  contractType: ContractType;
  fixedPayment: number;
  monthsCount: number;
  reoccurringAmount: number;
  revenue: number;
  version: number;
};
