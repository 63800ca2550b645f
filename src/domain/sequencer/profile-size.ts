import { prospectRange } from '../clients/prospect-range';
import { formatCount } from '../format/count-format';

/** Spec 9: a profile reaches 400 to 1200 prospects per outreach pair. */
export function profileProspectRange(outreachPairs: number): { min: number; max: number } {
  return prospectRange(outreachPairs);
}

export type EstimateStanding = 'no-pairs' | 'below' | 'within' | 'above';

/** Where an estimate of matching prospects stands against the profile's range. */
export function estimateStanding(matching: number, outreachPairs: number): EstimateStanding {
  if (outreachPairs <= 0) return 'no-pairs';
  const { min, max } = profileProspectRange(outreachPairs);
  if (matching < min) return 'below';
  if (matching > max) return 'above';
  return 'within';
}

/** The estimate as the page says it: a count that stopped at its cap is "More than" the cap. */
export const estimateCountText = (matching: number, capped: boolean) => (capped ? `More than ${formatCount(matching)}` : formatCount(matching));
