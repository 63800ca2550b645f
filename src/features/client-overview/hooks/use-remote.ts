import type { RequestOptions } from '../../../data/http/transport';
import { remoteGet } from '../../../data/http/remote-get';
import { useAsync, type Remote } from '../../../data/react/use-async';

export type { Remote };

/** An online-only GET (not a mirrored collection); `url` null skips it; a new `epoch` asks again. */
export const useRemote = <T,>(url: string | null, query?: RequestOptions['query'], epoch: unknown = 0): Remote<T> =>
  useAsync(remoteGet<T>(url, query), epoch);
