import { TransportError, transportMessages } from './transport-error';
import { readBeforeWorker } from './reads-before-worker';

export type RequestOptions = {
  /** Sent as JSON. */
  json?: unknown;
  /** Sent form-encoded (e.g. POST /meeting/get-inbox-data). */
  form?: Record<string, string | number>;
  query?: Record<string, string | number | boolean | readonly (string | number)[] | undefined | null>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** No timeout unless asked (spec 9). */
  timeoutMs?: number;
  /** Send the XSRF header on a GET too: a GET that changes data (spec 7's GET /sequencer/delete-note/{id}). */
  xsrf?: boolean;
};

/** Where the XSRF token comes from: the cookie in a page, the mirror in the worker. */
export type XsrfSource = () => string | null | Promise<string | null>;

// Set at start: the page reads the cookie (http/cookie.ts), the worker the mirror.
let xsrfSource: XsrfSource = () => null;

export function setXsrfSource(source: XsrfSource) {
  xsrfSource = source;
}

const unsafe = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export function buildUrl(url: string, query?: RequestOptions['query']): string {
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const item of value) params.append(`${key}[]`, String(item));
    else params.append(key, typeof value === 'boolean' ? (value ? '1' : '0') : String(value));
  }
  const qs = params.toString();
  return qs ? `${url}${url.includes('?') ? '&' : '?'}${qs}` : url;
}

export type TransportResponse<T> = { status: number; data: T; headers: Headers };

/**
 * The one fetch wrapper of the app and the service worker: JSON, cookies,
 * the XSRF header on unsafe methods, success on 200-299 (spec 9), and the
 * messages of spec 8 on failure.
 */
export async function send<T = unknown>(method: string, url: string, options: RequestOptions = {}): Promise<TransportResponse<T>> {
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  let body: BodyInit | undefined;
  if (options.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.json);
  } else if (options.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(Object.entries(options.form).map(([k, v]) => [k, String(v)])).toString();
  }
  if (unsafe.has(method.toUpperCase()) || options.xsrf) {
    const token = await xsrfSource();
    if (token) headers['X-XSRF-TOKEN'] = token;
  }

  const controller = new AbortController();
  const onAbort = () => controller.abort('aborted');
  options.signal?.addEventListener('abort', onAbort);
  const timer = options.timeoutMs ? setTimeout(() => controller.abort('timeout'), options.timeoutMs) : undefined;
  const noteRead = method === 'GET' ? readBeforeWorker() : undefined;
  let res: Response;
  try {
    res = await fetch(buildUrl(url, options.query), {
      method,
      headers,
      body,
      credentials: 'same-origin',
      signal: controller.signal,
    });
  } catch (e) {
    if (controller.signal.aborted) {
      throw controller.signal.reason === 'timeout'
        ? new TransportError('timeout', transportMessages.timeout(options.timeoutMs ?? 0))
        : new TransportError('aborted', transportMessages.aborted);
    }
    throw new TransportError('network', transportMessages.network, undefined, e);
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onAbort);
  }
  const text = await res.text().catch(() => '');
  let data: unknown = text;
  if (text && (res.headers.get('content-type') ?? '').includes('json')) {
    try {
      data = JSON.parse(text);
    } catch {
      data = text;
    }
  } else if (!text) data = null;
  if (res.status < 200 || res.status > 299) {
    throw new TransportError('http', transportMessages.status(res.status), res.status, data, res.headers);
  }
  if (res.url) noteRead?.(res.url);
  return { status: res.status, data: data as T, headers: res.headers };
}

export const http = {
  get: async <T>(url: string, o?: RequestOptions) => (await send<T>('GET', url, o)).data,
  post: async <T>(url: string, json?: unknown, o?: RequestOptions) => (await send<T>('POST', url, { json, ...o })).data,
  patch: async <T>(url: string, json?: unknown, o?: RequestOptions) => (await send<T>('PATCH', url, { json, ...o })).data,
  put: async <T>(url: string, json?: unknown, o?: RequestOptions) => (await send<T>('PUT', url, { json, ...o })).data,
  delete: async <T>(url: string, o?: RequestOptions) => (await send<T>('DELETE', url, o)).data,
};
