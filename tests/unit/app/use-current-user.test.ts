import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

const me = { id: 7, name: 'Sam Rep', email: 'sdr@demo.test', role: 'sdr' };
const waiting: ((user: typeof me) => void)[] = [];
const mirrorAnswer = (user: typeof me) => waiting.splice(0).forEach((answer) => answer(user));

vi.mock('../../../src/data/session/known-user', () => ({ knownUser: () => me }));
vi.mock('../../../src/data/session/session', () => ({
  // The mirror's live read answers only when the test says so.
  storedUser: () => new Promise((resolve) => waiting.push(resolve)),
}));
vi.mock('../../../src/data/db/app-db-instance', () => ({ appDb: () => ({}) }));

const { useCurrentUser } = await import('../../../src/app/shell/use-current-user');

describe('useCurrentUser', () => {
  it("shows the user the router's session check found at the first render, then follows the mirror", async () => {
    const { result } = renderHook(() => useCurrentUser());
    // The frame renders in the app's first render, not once the read answers.
    expect(result.current).toEqual(me);
    await waitFor(() => expect(waiting.length).toBeGreaterThan(0));
    mirrorAnswer({ ...me, name: 'Sam Renamed' });
    await waitFor(() => expect(result.current?.name).toBe('Sam Renamed'));
  });

  it('keeps the object it shows, with no render, when the mirror answers with the same user', async () => {
    let renders = 0;
    const { result } = renderHook(() => {
      renders++;
      return useCurrentUser();
    });
    await waitFor(() => expect(waiting.length).toBeGreaterThan(0));
    const rendersBefore = renders;
    // The same user as a new object, its fields in another order.
    mirrorAnswer({ role: me.role, email: me.email, name: me.name, id: me.id });
    // Let the answer reach the hook: a new answer would render it again.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(result.current).toBe(me);
    expect(renders).toBe(rendersBefore);
  });
});
