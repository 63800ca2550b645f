import { Hono } from 'hono';
import { csvBom, csvLine } from '../../domain/format/csv';
import { exportFileName, prospectCsvCells, prospectCsvHeaders } from '../../domain/prospects/prospect-csv';
import { exportProspects, searchProspects } from '../../domain/prospects/prospect-endpoints';
import { countCap, defaultPageSize } from '../../domain/prospects/prospect-search';
import { staffOnly } from '../auth/guards';
import type { AppEnv } from '../http/env';
import { route } from '../http/route';
import { countMatches, exportCsvPages, prospectConditions, searchPage } from '../queries/prospect-search';
import { csvHeaders } from '../queries/stored-files';

// Spec 2 and 7: prospect search (Basic and Advanced) and its CSV export.
export const prospectRoutes = new Hono<AppEnv>();

route(prospectRoutes, searchProspects, staffOnly, async (c, { query }) => {
  const db = c.get('db');
  const pageSize = query.pageSize ?? defaultPageSize;
  const page = query.page ?? 1;
  const sort = query.sort ?? 'email';
  const order = query.order ?? 'asc';
  const prospects = await searchPage(db, query, { sort, order, limit: pageSize, offset: (page - 1) * pageSize });
  // A first page that is not full holds every match: nothing to count.
  const counted = page === 1 && prospects.length < pageSize ? prospects.length : await countMatches(db, query, countCap);
  return { prospects, total: Math.min(counted, countCap), totalCapped: counted > countCap, page, pageSize };
});

// Streamed as it is read, a page of rows at a time: memory stays flat
// whatever the number of rows, and the download starts at once.
route(prospectRoutes, exportProspects, staffOnly, (c, { query }) => {
  const db = c.get('db');
  const encoder = new TextEncoder();
  const pages = exportCsvPages(db, prospectConditions(query), query.sort ?? 'email', query.order ?? 'asc');
  let started = false;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode(csvBom + csvLine(prospectCsvHeaders)));
        return;
      }
      const next = await pages.next();
      if (next.done) return controller.close();
      controller.enqueue(encoder.encode(next.value.map((p) => csvLine(prospectCsvCells(p))).join('')));
    },
    async cancel() {
      await pages.return(undefined);
    },
  });
  return new Response(body, { headers: csvHeaders(exportFileName(new Date())) });
});
