import { afterEach, describe, expect, it, vi } from 'vitest';
import * as v from 'valibot';
import { callEndpoint, MissingIdError, noIdMessage } from '../../../src/data/http/call-endpoint';
import { deletedMessage, failureNotice, resourceCall } from '../../../src/data/http/resource-call';
import { endpoint } from '../../../src/domain/api/endpoint';
import { idField } from '../../../src/domain/api/fields';
import { send, setXsrfSource } from '../../../src/data/http/transport';
import { errorMessage, TransportError } from '../../../src/data/http/transport-error';

type Call = { url: string; init: RequestInit };
const calls: Call[] = [];

function answer(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    }),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  calls.length = 0;
  setXsrfSource(() => null);
});

describe('transport (spec 8 and 9)', () => {
  it('succeeds on 200 to 299 and sends JSON with cookies', async () => {
    answer(204, undefined);
    await expect(send('PATCH', '/x', { json: { a: 1 } })).resolves.toMatchObject({ status: 204 });
    expect(calls[0].init).toMatchObject({ method: 'PATCH', credentials: 'same-origin', body: '{"a":1}' });
    expect((calls[0].init.headers as Record<string, string>)['content-type']).toBe('application/json');
  });

  it("says 'Request failed with status code N' outside 200-299", async () => {
    answer(302, { error: 'moved' });
    await expect(send('GET', '/x')).rejects.toThrow('Request failed with status code 302');
    answer(500, {});
    await expect(send('GET', '/x')).rejects.toMatchObject({ message: 'Request failed with status code 500', status: 500 });
  });

  it("says 'Network Error' when the request never gets an answer", async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    await expect(send('GET', '/x')).rejects.toMatchObject({ message: 'Network Error', kind: 'network' });
  });

  it("says 'Request aborted' when the caller aborts", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn((_u: string, init: RequestInit) => new Promise((_, reject) => init.signal!.addEventListener('abort', () => reject(new Error('abort'))))),
    );
    const controller = new AbortController();
    const pending = send('GET', '/x', { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ message: 'Request aborted', kind: 'aborted' });
  });

  it("says 'timeout of Nms exceeded' when a timeout is asked for, and has none by default", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn((_u: string, init: RequestInit) => new Promise((_, reject) => init.signal!.addEventListener('abort', () => reject(new Error('abort'))))),
    );
    await expect(send('GET', '/x', { timeoutMs: 20 })).rejects.toMatchObject({ message: 'timeout of 20ms exceeded', kind: 'timeout' });
    const slow = send('GET', '/x');
    const raced = await Promise.race([slow.then(() => 'done', () => 'failed'), new Promise((r) => setTimeout(() => r('still waiting'), 60))]);
    expect(raced).toBe('still waiting');
  });

  it('sends the XSRF token on unsafe methods only', async () => {
    setXsrfSource(() => 'tok123');
    answer(200, {});
    await send('GET', '/x');
    await send('POST', '/x', { json: {} });
    expect((calls[0].init.headers as Record<string, string>)['X-XSRF-TOKEN']).toBeUndefined();
    expect((calls[1].init.headers as Record<string, string>)['X-XSRF-TOKEN']).toBe('tok123');
  });

  it('sends form-encoded bodies and repeated query parameters', async () => {
    answer(200, {});
    await send('POST', '/meeting/get-inbox-data', { form: { id: 5 } });
    expect(calls[0].init.body).toBe('id=5');
    await send('GET', '/api/users', { query: { roles: ['sdr', 'pdm'], 'include-me': true, skip: undefined } });
    expect(calls[1].url).toBe('/api/users?roles%5B%5D=sdr&roles%5B%5D=pdm&include-me=1');
  });
});

describe('error message order (spec 8)', () => {
  const fail = (data: unknown) => new TransportError('http', 'Request failed with status code 422', 422, data);
  it('prefers the error field, then message, then the first key as key: value', () => {
    expect(errorMessage(fail({ error: 'E', message: 'M', a: 1 }))).toBe('E');
    expect(errorMessage(fail({ message: 'M', a: 1 }))).toBe('M');
    expect(errorMessage(fail({ email: 'is taken', b: 2 }))).toBe('email: is taken');
    expect(errorMessage(fail({ emails: ['a', 'b'] }))).toBe('emails: a, b');
    expect(errorMessage(fail(null))).toBe('Request failed with status code 422');
  });
});

describe('shared resource handler (spec 8)', () => {
  const notes = () => {
    const shown = { error: [] as string[], success: [] as string[] };
    return { shown, notify: { error: (m: string) => shown.error.push(m), success: (m: string) => shown.success.push(m) } };
  };
  const getClient = endpoint({ method: 'GET', path: '/api/clients/{id}', summary: 's', tag: 't', access: 'a', params: v.object({ id: idField }), answer: v.unknown() });
  const createTeam = endpoint({ method: 'POST', path: '/api/teams', summary: 's', tag: 't', access: 'a', body: v.object({ name: v.string() }), answer: v.unknown() });
  const deleteTeam = endpoint({ method: 'DELETE', path: '/api/teams/{id}', summary: 's', tag: 't', access: 'a', params: v.object({ id: idField }), status: 204 });

  it('returns false silently on 404', async () => {
    const { shown, notify } = notes();
    answer(404, { error: 'Not found' });
    expect(await resourceCall(getClient, { params: { id: 7 } }, notify)).toBe(false);
    expect(shown.error).toEqual([]);
    expect(failureNotice(new TransportError('http', 'x', 404, { error: 'Not found' }))).toBeNull();
  });

  it('shows the server error and returns false on other failures', async () => {
    const { shown, notify } = notes();
    answer(422, { message: 'Name is required' });
    expect(await resourceCall(createTeam, { body: { name: '' } }, notify)).toBe(false);
    expect(shown.error).toEqual(['Name is required']);
    answer(409, { name: ['is taken'] });
    expect(await resourceCall(createTeam, { body: { name: 'A' } }, notify)).toBe(false);
    expect(shown.error).toEqual(['Name is required', 'name: is taken']);
  });

  it("says 'Id is not provided' for a get or delete without an id, without calling", async () => {
    const { shown, notify } = notes();
    answer(200, {});
    expect(await resourceCall(getClient, { params: { id: undefined as unknown as number } }, notify)).toBe(false);
    expect(await resourceCall(deleteTeam, { params: { id: '' as unknown as number } }, notify)).toBe(false);
    expect(shown.error).toEqual([noIdMessage, noIdMessage]);
    expect(noIdMessage).toBe('Id is not provided');
    await expect(callEndpoint(getClient, { params: { id: null as unknown as number } })).rejects.toBeInstanceOf(MissingIdError);
    expect(calls).toHaveLength(0);
  });

  it("says 'The item has been deleted!' after a delete", async () => {
    const { shown, notify } = notes();
    answer(204, undefined);
    expect(await resourceCall(deleteTeam, { params: { id: 3 } }, notify)).not.toBe(false);
    expect(calls[0]).toMatchObject({ url: '/api/teams/3', init: { method: 'DELETE' } });
    expect(shown.success).toEqual(['The item has been deleted!']);
    expect(deletedMessage).toBe('The item has been deleted!');
  });
});
