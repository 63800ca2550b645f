import { useRemote } from '../../../data/react/use-remote';
import { listDailyExports } from '../../../domain/prospects/prospect-endpoints';

export type DailyExportFilter = { client?: number; from?: string; to?: string };

/** GET /api/prospect/exports; offline, the service worker's last copy, marked. */
export const useDailyExports = (filter: DailyExportFilter) => useRemote(listDailyExports, { query: filter });
