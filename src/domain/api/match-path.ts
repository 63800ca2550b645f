import type { AnyEndpoint } from './endpoint';

/**
 * The path parameters of a call's address when it is a call of this
 * endpoint (same method, path fits), else null: a queued call read back from
 * the outbox says which description it was made from.
 */
export function matchEndpoint(e: Pick<AnyEndpoint, 'method' | 'path'>, method: string, url: string): Record<string, string> | null {
  if (method !== e.method) return null;
  const wanted = e.path.split('/');
  const got = url.split('?')[0].split('/');
  if (wanted.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < wanted.length; i++) {
    const name = /^\{(\w+)\}$/.exec(wanted[i])?.[1];
    if (name) {
      if (!got[i]) return null;
      params[name] = decodeURIComponent(got[i]);
    } else if (wanted[i] !== got[i]) return null;
  }
  return params;
}
