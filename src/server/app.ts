import { Hono } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { requireSession } from './auth/require-session';
import { apiPrefixes } from '../domain/api/api-prefixes';
import { createProspectUpload } from '../domain/prospects/prospect-endpoints';
import type { AppDeps, AppEnv } from './http/env';
import { errorResponse } from './http/errors';
import { mountStaticApp } from './http/static-app';
import { limitBody } from './http/route';
import { writeTransaction } from './http/write-transaction';
import { authRoutes } from './routes/auth';
import { batchRoutes } from './routes/batch';
import { batchOf, depsFor, sentBody } from './http/batch-scope';
import { bunchRoutes } from './routes/bunches';
import { clientEditRoutes } from './routes/client-edit';
import { bookingRoutes } from './routes/booking';
import { capacityRoutes } from './routes/capacity';
import { clientRoutes } from './routes/clients';
import { contentRoutes } from './routes/content';
import { lookupRoutes } from './routes/lookups';
import { mailingStatsRoutes } from './routes/mailing-stats';
import { meetingStatsRoutes } from './routes/meeting-stats';
import { meetingRoutes } from './routes/meetings';
import { meRoutes } from './routes/me';
import { notificationRoutes } from './routes/notifications';
import { openApiRoutes } from './routes/openapi';
import { opportunityRoutes } from './routes/opportunities';
import { optOutRoutes } from './routes/opt-out';
import { performanceRoutes } from './routes/performance';
import { outreachRoutes } from './routes/outreach';
import { revenueRoutes } from './routes/revenue';
import { prospectExportRoutes } from './routes/prospect-exports';
import { prospectUploadBodyLimit, prospectUploadRoutes } from './routes/prospect-uploads';
import { prospectRoutes } from './routes/prospects';
import { outreachInstanceRoutes } from './routes/outreach-instances';
import { profileActivityRoutes } from './routes/sequence-profile-activity';
import { sequenceProfileRoutes } from './routes/sequence-profiles';
import { sequencerContextRoutes } from './routes/sequencer-context';
import { sequencerNoteRoutes } from './routes/sequencer-notes';
import { settingsRoutes } from './routes/settings';
import { smartleadRoutes } from './routes/smartlead';
import { syncRoutes } from './routes/sync';
import { taskRoutes } from './routes/tasks';
import { teamMemberRoutes } from './routes/team-members';
import { userRoutes } from './routes/users';
import { auditRoutes } from './routes/audit';
import { passwordRoutes } from './routes/password';
import { teamRoutes } from './routes/teams';

/** The whole server as a Hono app: API, and the built app when distDir is set. */
export function createApp(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  app.onError(errorResponse);
  app.notFound((c) => c.json({ error: 'Not found' }, 404));
  app.use('*', async (c, next) => {
    // A request of a batch runs on the batch's transaction (routes/batch.ts).
    const scoped = depsFor(c.env, deps);
    const sent = sentBody(c.env, c.req.raw);
    if (sent !== undefined) {
      // Hono keeps each read's promise there (its type says otherwise).
      const cache = c.req.bodyCache as Record<string, Promise<unknown>>;
      cache.text = Promise.resolve(sent);
      cache.arrayBuffer = Promise.resolve(new TextEncoder().encode(sent).buffer);
    }
    c.set('deps', scoped);
    c.set('db', scoped.database.db);
    await next();
    // Issue 17: answers about someone stay out of shared and browser caches;
    // the service worker keeps what it means to keep (its own cache ignores this).
    if ((c.res.headers.get('content-type') ?? '').includes('json') && !c.res.headers.has('cache-control')) {
      c.res.headers.set('Cache-Control', 'no-store');
    }
  });
  const secure = secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      workerSrc: ["'self'"],
      manifestSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      frameAncestors: ["'none'"],
    },
    crossOriginEmbedderPolicy: false,
  });
  // A request of a batch answers inside the batch's answer, which carries these once (routes/batch.ts drops them from each).
  app.use('*', (c, next) => (batchOf(c.env) ? next() : secure(c, next)));

  if (deps.config.distDir) mountStaticApp(app, deps.config.distDir);

  // Public: sign-in and the API's description; everything after needs a session.
  app.route('/', authRoutes);
  app.route('/', openApiRoutes);
  // Before the write transaction below: each request in it has its own (issue 24).
  app.route('/', batchRoutes((request, env) => app.fetch(request, env)));
  // Before anything reads an upload's body (issue 21: at most 50 MB).
  app.use(createProspectUpload.path, prospectUploadBodyLimit);
  // The largest body any other route takes, before anything reads it (each
  // route then has its own, route.ts); the upload was limited just above.
  const serverWideLimit = limitBody({ bodyType: 'multipart' });
  const limitUnlessUpload: typeof serverWideLimit = (c, next) => (c.req.path === createProspectUpload.path ? next() : serverWideLimit(c, next));
  for (const prefix of apiPrefixes) {
    for (const path of [prefix, `${prefix}/*`]) app.use(path, limitUnlessUpload, requireSession, writeTransaction);
  }
  for (const routes of [
    meRoutes,
    notificationRoutes,
    settingsRoutes,
    optOutRoutes,
    lookupRoutes,
    userRoutes,
    syncRoutes,
    clientRoutes,
    meetingRoutes,
    meetingStatsRoutes,
    mailingStatsRoutes,
    opportunityRoutes,
    contentRoutes,
    bookingRoutes,
    taskRoutes,
    outreachRoutes,
    clientEditRoutes,
    teamMemberRoutes,
    bunchRoutes,
    capacityRoutes,
    revenueRoutes,
    prospectRoutes,
    prospectUploadRoutes,
    prospectExportRoutes,
    sequenceProfileRoutes,
    profileActivityRoutes,
    sequencerNoteRoutes,
    sequencerContextRoutes,
    outreachInstanceRoutes,
    performanceRoutes,
    smartleadRoutes,
    passwordRoutes,
    teamRoutes,
    auditRoutes,
  ]) {
    app.route('/', routes);
  }
  return app;
}
