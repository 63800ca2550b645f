import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

const me = { id: 7, name: 'Sam Rep', email: 'sdr@demo.test', role: 'sdr' };
const waiting: ((user: typeof me) => void)[] = [];
const mirrorAnswer = (user: typeof me) => waiting.splice(0).forEach((answer) => answer(user));

vi.mock('../../../src/app/known-user', () => ({ knownUser: () => me }));
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
});
