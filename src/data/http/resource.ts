import { http, type RequestOptions } from './transport';
import { errorMessage, isTransportError } from './transport-error';

/** How the resource handler talks to the user (toasts in the app). */
export type Notifier = {
  error: (message: string) => void;
  success: (message: string) => void;
};

export const resourceMessages = {
  noId: 'Id is not provided',
  deleted: 'The item has been deleted!',
} as const;

/**
 * Spec 8, shared resource handler for the resource calls of spec 7 (base
 * /api): a 404 returns false silently; any other failure shows the server's
 * error, else its message, else its first key as 'key: value', and returns
 * false.
 */
export function createResource<T = unknown>(resource: string, notify: Notifier) {
  const base = `/api/${resource}`;
  const guard = async <R>(call: () => Promise<R>): Promise<R | false> => {
    try {
      return await call();
    } catch (e) {
      if (isTransportError(e) && e.status === 404) return false;
      notify.error(errorMessage(e));
      return false;
    }
  };
  const missingId = (id: unknown) => {
    if (id === undefined || id === null || id === '') {
      notify.error(resourceMessages.noId);
      return true;
    }
    return false;
  };
  return {
    list: (query?: RequestOptions['query']) => guard(() => http.get<T[]>(base, { query })),
    get: async (id: number | string | undefined | null) => (missingId(id) ? false : guard(() => http.get<T>(`${base}/${id}`))),
    create: (body: unknown) => guard(() => http.post<T>(base, body)),
    update: (id: number | string, body: unknown) => guard(() => http.patch<T>(`${base}/${id}`, body)),
    remove: async (id: number | string | undefined | null) => {
      if (missingId(id)) return false;
      const result = await guard(() => http.delete(`${base}/${id}`));
      if (result !== false) notify.success(resourceMessages.deleted);
      return result !== false;
    },
    /** A custom action: METHOD /api/<resource>/<id>/<action> or /api/<resource>/<action>. */
    action: <R = unknown>(method: 'GET' | 'POST' | 'PATCH' | 'DELETE', path: string, body?: unknown) =>
      guard(async () => {
        const url = `${base}/${path}`;
        if (method === 'GET') return http.get<R>(url);
        if (method === 'DELETE') return http.delete<R>(url);
        return method === 'POST' ? http.post<R>(url, body) : http.patch<R>(url, body);
      }),
  };
}
