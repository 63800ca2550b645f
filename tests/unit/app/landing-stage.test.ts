import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { LandingStage } from '../../../src/app/shell/use-landing-stage';

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

const { useLandingStage } = await import('../../../src/app/shell/use-landing-stage');

describe('the signed-in app after a sign-in', () => {
  it('shows the shell with its screen at once on a page load or a move between screens', () => {
    landing = false;
    const { result } = renderHook(() => useLandingStage());
    expect(result.current).toBe('screen');
  });

  it('comes as the frame, then the shell, then its screen, each after the one before has painted, and only that once', async () => {
    landing = true;
    const seen: LandingStage[] = [];
    const first = renderHook(() => {
      const stage = useLandingStage();
      seen.push(stage);
      return stage;
    });
    // The router's change of page is one blocking render: it holds only the light frame.
    expect(first.result.current).toBe('frame');
    await waitFor(() => expect(first.result.current).toBe('screen'));
    expect([...new Set(seen)]).toEqual(['frame', 'shell', 'screen']);
    // The landing was taken: the next shell shows its screen at once.
    const next = renderHook(() => useLandingStage());
    expect(next.result.current).toBe('screen');
  });
});
