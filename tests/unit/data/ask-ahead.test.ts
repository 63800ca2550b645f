import { renderHook, waitFor } from '@testing-library/react';
import * as v from 'valibot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { askAhead } from '../../../src/data/http/remote-call';
import { useRemote } from '../../../src/data/react/use-remote';
import { endpoint } from '../../../src/domain/api/endpoint';
import { idField } from '../../../src/domain/api/fields';

const getThing = endpoint({
  method: 'GET',
  path: '/api/things/{id}',
  summary: 's',
  tag: 't',
  access: 'a',
  params: v.object({ id: idField }),
  answer: v.object({ id: v.number(), n: v.number() }),
});

let asked = 0;
function serve() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      asked++;
      return new Response(JSON.stringify({ id: Number(url.split('/').pop()), n: asked }), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  asked = 0;
});

describe('a described GET asked ahead of its screen (a route loader, while the code loads)', () => {
  it("is the screen's first answer: one request, not two", async () => {
    serve();
    askAhead(getThing, { params: { id: 7 } });
    const { result } = renderHook(() => useRemote(getThing, { params: { id: 7 } }));
    await waitFor(() => expect(result.current.data).toEqual({ id: 7, n: 1 }));
    expect(asked).toBe(1);
  });

  it('is asked once however many ask ahead (the first screen, then the route)', async () => {
    serve();
    askAhead(getThing, { params: { id: 6 } });
    askAhead(getThing, { params: { id: 6 } });
    const { result } = renderHook(() => useRemote(getThing, { params: { id: 6 } }));
    await waitFor(() => expect(result.current.data?.n).toBe(1));
    expect(asked).toBe(1);
  });

  it('is taken once: the next load of the screen asks again', async () => {
    serve();
    askAhead(getThing, { params: { id: 8 } });
    const first = renderHook(() => useRemote(getThing, { params: { id: 8 } }));
    await waitFor(() => expect(first.result.current.data?.n).toBe(1));
    const second = renderHook(() => useRemote(getThing, { params: { id: 8 } }));
    await waitFor(() => expect(second.result.current.data?.n).toBe(2));
  });

  it('is not kept when it failed: asked before sign-in (401), the screen shown after sign-in asks again', async () => {
    let signedIn = false;
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        asked++;
        return signedIn
          ? new Response(JSON.stringify({ id: 5, n: asked }), { status: 200, headers: { 'content-type': 'application/json' } })
          : new Response(JSON.stringify({ error: 'Sign in first.' }), { status: 401, headers: { 'content-type': 'application/json' } });
      }),
    );
    askAhead(getThing, { params: { id: 5 } });
    await waitFor(() => expect(asked).toBe(1));
    // Let the failed answer settle before signing in.
    await new Promise((r) => setTimeout(r, 0));
    signedIn = true;
    askAhead(getThing, { params: { id: 5 } });
    const { result } = renderHook(() => useRemote(getThing, { params: { id: 5 } }));
    await waitFor(() => expect(result.current.data).toEqual({ id: 5, n: 2 }));
    expect(result.current.error).toBeNull();
  });

  it('serves only the screen\'s first load: a refresh asks the server even when the same call was asked ahead again meanwhile', async () => {
    serve();
    askAhead(getThing, { params: { id: 4 } });
    let epoch = 0;
    const { result, rerender } = renderHook(() => useRemote(getThing, { params: { id: 4 } }, epoch));
    await waitFor(() => expect(result.current.data?.n).toBe(1));
    // A pointer over a link to this same screen asks again (its route's loader)...
    askAhead(getThing, { params: { id: 4 } });
    await waitFor(() => expect(asked).toBe(2));
    // ...then the screen refreshes (a sync ended): that answer was asked before the refresh.
    epoch = 1;
    rerender();
    await waitFor(() => expect(result.current.data?.n).toBe(3));
    expect(asked).toBe(3);
  });

  it('is let go after ten seconds: a screen drawn later asks afresh', async () => {
    serve();
    const now = Date.now();
    const clock = vi.spyOn(Date, 'now').mockReturnValue(now);
    askAhead(getThing, { params: { id: 9 } });
    clock.mockReturnValue(now + 10_001);
    const { result } = renderHook(() => useRemote(getThing, { params: { id: 9 } }));
    await waitFor(() => expect(result.current.data?.n).toBe(2));
    expect(asked).toBe(2);
  });
});
