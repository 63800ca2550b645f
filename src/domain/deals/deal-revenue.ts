// Spec 5, deal revenue by contract type.
export const contractTypes = ['One Time', 'Reoccurring', 'Both'] as const;
export type ContractType = (typeof contractTypes)[number];

export type DealTerms = {
  contractType: ContractType;
  fixedPayment: number;
  monthsCount: number;
  reoccurringAmount: number;
};

/** One Time = fixed payment; Reoccurring = monthly amount × months; Both = that product + fixed payment. */
export function dealRevenue(terms: DealTerms): number {
  const recurring = terms.reoccurringAmount * terms.monthsCount;
  switch (terms.contractType) {
    case 'One Time':
      return terms.fixedPayment;
    case 'Reoccurring':
      return recurring;
    case 'Both':
      return recurring + terms.fixedPayment;
  }
}
