import * as v from 'valibot';
import type { AnyEndpoint } from '../../src/domain/api/endpoint';
import { createApp } from '../../src/server/app';
import { describedEndpoints, honoPath } from '../../src/server/http/route';
import type { Database } from '../../src/server/db/client';
import type { Integrations } from '../../src/server/integrations/integrations';
import { createIntegrations } from '../../src/server/integrations/create-integrations';
import { jobHandlers, jobSchedules } from '../../src/server/jobs/job-handlers';
import { createJobRunner, type JobRunner } from '../../src/server/jobs/job-runner';
import { openTestDatabase } from './test-database';

export type ApiResponse<T = any> = { status: number; body: T; headers: Headers; text: string };

export type RequestOptions = {
  json?: unknown;
  /** A raw body, sent as is (malformed JSON, form data, a multipart upload). */
  body?: string | FormData | Blob | Uint8Array;
  headers?: Record<string, string>;
  /** Leave out the X-XSRF-TOKEN header (default: sent when signed in). */
  noXsrf?: boolean;
};

const matchers = new Map<AnyEndpoint, RegExp>();
/** The endpoint's path as a pattern, with each parameter as the server matches it (ids: digits only). */
const matcherOf = (e: AnyEndpoint) => {
  let re = matchers.get(e);
  if (!re) {
    const pattern = honoPath(e)
      .split('/')
      .map((part) => {
        const param = /^:\w+(?:\{(.+)\})?$/.exec(part);
        if (param) return param[1] ? `(?:${param[1]})` : '[^/]+';
        return part.replace(/[.*+?^$()|[\]\\{}]/g, '\\$&');
      })
      .join('/');
    re = new RegExp(`^${pattern}$`);
    matchers.set(e, re);
  }
  return re;
};

/**
 * The contract holds (decision 0022): a success answer of a described
 * endpoint matches the endpoint's answer schema, or the test fails here.
 */
function expectDescribedAnswer(method: string, path: string, body: unknown) {
  const pathname = path.split('?')[0];
  const e = describedEndpoints().find((d) => d.method === method && matcherOf(d).test(pathname));
  if (!e?.answer) return;
  const result = v.safeParse(e.answer, body);
  if (result.success) return;
  const issues = result.issues.slice(0, 5).map((i) => `  ${v.getDotPath(i) ?? '(root)'}: ${i.message}`).join('\n');
  throw new Error(`The answer of ${method} ${path} does not match ${e.id}'s answer schema:\n${issues}`);
}

/** A signed-in (or anonymous) caller of the in-process app with a cookie jar. */
export class ApiClient {
  readonly cookies = new Map<string, string>();

  constructor(private readonly app: ReturnType<typeof createApp>) {}

  async request<T = any>(method: string, path: string, options: RequestOptions = {}): Promise<ApiResponse<T>> {
    const headers: Record<string, string> = { ...options.headers };
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const xsrf = this.cookies.get('XSRF-TOKEN');
    if (xsrf && !options.noXsrf && !['GET', 'HEAD'].includes(method)) headers['X-XSRF-TOKEN'] = xsrf;
    let body: BodyInit | undefined = options.body as BodyInit | undefined;
    if (options.json !== undefined) {
      body = JSON.stringify(options.json);
      headers['content-type'] ??= 'application/json';
    }
    const res = await this.app.request(path, { method, headers, body });
    for (const cookie of res.headers.getSetCookie()) {
      const [pair, ...attrs] = cookie.split(';');
      const [name, value] = [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)];
      if (!value || attrs.some((a) => /max-age=0\b/i.test(a.trim()))) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // not JSON: keep the text
    }
    if (res.status >= 200 && res.status < 300 && (res.headers.get('content-type') ?? '').includes('json')) {
      expectDescribedAnswer(method, path, parsed);
    }
    return { status: res.status, body: parsed as T, headers: res.headers, text };
  }

  get = <T = any>(path: string, o?: RequestOptions) => this.request<T>('GET', path, o);
  post = <T = any>(path: string, json?: unknown, o?: RequestOptions) => this.request<T>('POST', path, { json, ...o });
  patch = <T = any>(path: string, json?: unknown, o?: RequestOptions) => this.request<T>('PATCH', path, { json, ...o });
  put = <T = any>(path: string, json?: unknown, o?: RequestOptions) => this.request<T>('PUT', path, { json, ...o });
  delete = <T = any>(path: string, o?: RequestOptions) => this.request<T>('DELETE', path, o);
}

export type TestApi = {
  app: ReturnType<typeof createApp>;
  database: Database;
  integrations: Integrations;
  /** The job runner, not started: `api.jobs.runDue()` runs what the requests queued (`runDue(at)`: also what is due by then). */
  jobs: JobRunner;
  anonymous: () => ApiClient;
  /** Signs in a demo user (password "demo") and returns their client. */
  as: (email: string) => Promise<ApiClient>;
  close: () => Promise<void>;
};

/** The real server app on a fresh copy of the seeded test database. */
export async function createTestApi(options: { smtp?: boolean } = {}): Promise<TestApi> {
  const database = await openTestDatabase();
  const integrations = createIntegrations(options);
  const app = createApp({ database, integrations, config: { secureCookies: false, demoPassword: 'demo' } });
  return {
    app,
    database,
    integrations,
    jobs: createJobRunner({ db: database.db, integrations, handlers: jobHandlers, schedules: jobSchedules }),
    anonymous: () => new ApiClient(app),
    as: async (email) => {
      const client = new ApiClient(app);
      const res = await client.post('/api/auth/login', { email, password: 'demo' });
      if (res.status !== 200) throw new Error(`Sign-in as ${email} failed: ${res.status} ${res.text}`);
      return client;
    },
    close: () => database.close(),
  };
}
