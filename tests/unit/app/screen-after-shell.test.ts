import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

let landing = false;
vi.mock('../../../src/app/session', () => ({
  session: {
    takeLanding: () => {
      const was = landing;
      landing = false;
      return was;
    },
  },
}));

const { useScreenAfterShell } = await import('../../../src/app/shell/use-screen-after-shell');

describe("the shell's screen", () => {
  it('shows at once on a page load or a move between screens', () => {
    landing = false;
    const { result } = renderHook(() => useScreenAfterShell());
    expect(result.current).toBe(true);
  });

  it('comes after the shell has painted when the shell is the landing of a sign-in, and only that once', async () => {
    landing = true;
    const first = renderHook(() => useScreenAfterShell());
    // The shell's own frame: no screen in it (the router's change of page is
    // one blocking render, which the two together made too long).
    expect(first.result.current).toBe(false);
    await waitFor(() => expect(first.result.current).toBe(true));
    // The landing was taken: the next shell shows its screen at once.
    const next = renderHook(() => useScreenAfterShell());
    expect(next.result.current).toBe(true);
  });
});
