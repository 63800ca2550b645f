import { act, renderHook, waitFor } from '@testing-library/react';
import * as v from 'valibot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { remoteStatus } from '../../../src/data/react/remote-status';
import { useRemote } from '../../../src/data/react/use-remote';
import { useRemoteWithWrites } from '../../../src/data/react/use-remote-with-writes';
import { endpoint } from '../../../src/domain/api/endpoint';
import { idField } from '../../../src/domain/api/fields';

const listTeam = endpoint({
  method: 'GET',
  path: '/api/clients/{id}/team/members',
  summary: 's',
  tag: 't',
  access: 'a',
  params: v.object({ id: idField }),
  answer: v.array(v.string()),
});

const asked: string[] = [];
function serve(answer: (url: string) => Response | Promise<Response>) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      asked.push(url);
      return answer(url);
    }),
  );
}
const json = (body: unknown, headers: Record<string, string> = {}) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json', ...headers } });

afterEach(() => {
  vi.unstubAllGlobals();
  asked.length = 0;
});

describe('useRemote over a described endpoint', () => {
  it('asks the described address, says when the answer is a saved copy, and asks nothing for null input', async () => {
    serve(() => json(['Ana'], { 'X-From-Cache': '1' }));
    const { result, rerender } = renderHook(({ id }: { id: number | null }) => useRemote(listTeam, id === null ? null : { params: { id } }), {
      initialProps: { id: 7 as number | null },
    });
    await waitFor(() => expect(result.current).toMatchObject({ data: ['Ana'], fromCache: true, loading: false }));
    expect(asked).toEqual(['/api/clients/7/team/members']);
    rerender({ id: null });
    expect(result.current).toMatchObject({ data: undefined, loading: false });
    expect(asked).toHaveLength(1);
  });
});

describe("useRemoteWithWrites (a section that shows a write's answer)", () => {
  it("shows the write's answer in place of the read's, for this call only", async () => {
    serve((url) => json(url.endsWith('/7/team/members') ? ['Ana'] : ['Bo']));
    const { result, rerender } = renderHook(({ id }: { id: number }) => useRemoteWithWrites(listTeam, { params: { id } }), { initialProps: { id: 7 } });
    await waitFor(() => expect(result.current.data).toEqual(['Ana']));
    act(() => result.current.show(['Ana', 'Cy']));
    expect(result.current).toMatchObject({ data: ['Ana', 'Cy'], loading: false, error: null, fromCache: false });
    expect(asked).toHaveLength(1);
    // Another client: its own read, not the answer shown for the first.
    rerender({ id: 8 });
    await waitFor(() => expect(result.current.data).toEqual(['Bo']));
  });
});

describe('remoteStatus', () => {
  const base = { data: undefined, loading: false, error: null, offline: false, fromCache: false, refreshing: false };
  it('is ready only with an answer of the last request; nothing asked yet is loading', () => {
    expect(remoteStatus({ ...base, data: [1], fromCache: true })).toEqual({ status: 'ready', data: [1], fromCache: true });
    expect(remoteStatus(base)).toEqual({ status: 'loading' });
    expect(remoteStatus({ ...base, loading: true })).toEqual({ status: 'loading' });
    // A reload that failed does not pass the earlier answer off as current.
    expect(remoteStatus({ ...base, data: [1], error: 'Network Error', offline: true })).toEqual({ status: 'unavailable' });
    expect(remoteStatus({ ...base, error: 'Request failed with status code 500' })).toEqual({ status: 'error', message: 'Request failed with status code 500' });
  });
});
