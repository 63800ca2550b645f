// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { countUnread, unreadBadge } from '../../../../src/domain/notifications/unread-badge';

describe('the unread counter (spec 9)', () => {
  it('is not shown at all with nothing unread', () => {
    expect(unreadBadge(0)).toBeNull();
    expect(unreadBadge(-1)).toBeNull();
  });

  it('shows 1 to 10 as the number', () => {
    expect(unreadBadge(1)).toBe('1');
    expect(unreadBadge(7)).toBe('7');
    expect(unreadBadge(10)).toBe('10');
  });

  it('caps at 10 and shows 10+ above that', () => {
    expect(unreadBadge(11)).toBe('10+');
    expect(unreadBadge(14)).toBe('10+');
    expect(unreadBadge(1000)).toBe('10+');
  });

  it('counts as unread only the notifications whose readAt is null', () => {
    expect(countUnread([])).toBe(0);
    expect(countUnread([{ readAt: null }, { readAt: '2026-11-21T10:00:00Z' }, { readAt: null }])).toBe(2);
  });
});
