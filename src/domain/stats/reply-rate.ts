/**
 * Reply rate as a percentage (not rounded): replies per prospect reached.
 * No prospects means no rate, shown as 0%.
 */
export function replyRate(replyCount: number, prospectsCount: number): number {
  return prospectsCount > 0 ? (replyCount / prospectsCount) * 100 : 0;
}

/** Spec 9: the reply rate shows as a whole percent. */
export function formatReplyRate(rate: number): string {
  return `${Math.round(rate)}%`;
}
