import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

const me = { id: 7, name: 'Sam Rivera', email: 'sdr@demo.test' };
const waiting: ((user: typeof me | null) => void)[] = [];
const mirrorAnswer = (user: typeof me | null) => waiting.splice(0).forEach((answer) => answer(user));

vi.mock('../../../../../src/data/session/known-user', () => ({ knownUser: () => me }));
vi.mock('../../../../../src/data/session/session', () => ({
  // The mirror's live read answers only when the test says so.
  storedUser: () => new Promise((resolve) => waiting.push(resolve)),
}));
vi.mock('../../../../../src/data/db/app-db-instance', () => ({ appDb: () => ({ lookups: { get: async () => ({ name: 'users', items: [{ id: 3, name: 'Aria Schmidt', active: true, roles: [{ slug: 'sdr' }] }] }) } }) }));
// Offline: the users call has no answer.
vi.mock('../../../../../src/data/react/use-remote', () => ({ useRemote: () => ({ data: undefined }) }));

const { useBookingReps } = await import('../../../../../src/features/booking/hooks/use-booking-reps');

describe('useBookingReps', () => {
  // A form reloaded offline on a busy device kept an empty rep while the read was slow, and its booking was refused.
  it('names the signed-in user as "me" from the first render, before the mirror answers, then follows the mirror', async () => {
    const { result } = renderHook(() => useBookingReps());
    expect(result.current.me).toEqual({ id: 7, name: 'Sam Rivera' });
    expect(result.current.reps).toContainEqual({ id: 7, name: 'Sam Rivera' });
    await waitFor(() => expect(waiting.length).toBeGreaterThan(0));
    mirrorAnswer({ ...me, name: 'Sam Renamed' });
    await waitFor(() => expect(result.current.me).toEqual({ id: 7, name: 'Sam Renamed' }));
    expect(result.current.reps.map((r) => r.name)).toEqual(['Aria Schmidt', 'Sam Renamed']);
  });

  // The mirror's read can answer before the device's user is written (a sign-in still storing it): the rep must not empty.
  it('keeps the signed-in user as "me" when the mirror answers with no user', async () => {
    const { result } = renderHook(() => useBookingReps());
    await waitFor(() => expect(waiting.length).toBeGreaterThan(0));
    mirrorAnswer(null);
    await waitFor(() => expect(result.current.reps.map((r) => r.name)).toEqual(['Aria Schmidt', 'Sam Rivera']));
    expect(result.current.me).toEqual({ id: 7, name: 'Sam Rivera' });
  });
});
