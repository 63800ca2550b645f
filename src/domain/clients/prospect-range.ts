// Spec 9: a client's prospect range is 400 to 1200 times its outreach pairs.
export const prospectsPerPairMin = 400;
export const prospectsPerPairMax = 1200;

export function prospectRange(outreachPairsCount: number): { min: number; max: number } {
  const pairs = Math.max(0, Math.floor(outreachPairsCount));
  return { min: prospectsPerPairMin * pairs, max: prospectsPerPairMax * pairs };
}
