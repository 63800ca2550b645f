import { Hono } from 'hono';
import { downloadDailyExport, listDailyExports } from '../../domain/prospects/prospect-endpoints';
import { staffOnly } from '../auth/guards';
import type { AppEnv } from '../http/env';
import { notFound } from '../http/errors';
import { route } from '../http/route';
import { findDailyExport, listDailyExports as listExports } from '../queries/prospect-daily-exports';
import { fileDownload } from '../queries/stored-files';

// Spec 2 and 7: the daily exports list, each downloadable.
export const prospectExportRoutes = new Hono<AppEnv>();

route(prospectExportRoutes, listDailyExports, staffOnly, (c, { query }) => listExports(c.get('db'), query));

route(prospectExportRoutes, downloadDailyExport, staffOnly, async (c, { params }) => {
  const db = c.get('db');
  const found = await findDailyExport(db, params.id);
  if (!found) throw notFound();
  return fileDownload(db, found.fileId, found.fileName);
});
