// Spec 9: the counter caps at 10 and shows "10+" above that; with nothing
// unread the badge is not shown at all.
export const unreadBadgeCap = 10;

export function unreadBadge(unread: number): string | null {
  if (unread <= 0) return null;
  return unread > unreadBadgeCap ? `${unreadBadgeCap}+` : String(unread);
}

export function countUnread(items: readonly { readAt: string | null }[]): number {
  let n = 0;
  for (const item of items) if (item.readAt === null) n++;
  return n;
}
