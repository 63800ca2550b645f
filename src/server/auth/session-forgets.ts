import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { forgetCachedSessions, tellSessionForgets } from './sessions';

const channel = 'sdr_ops_session_forgotten';

/**
 * Several server processes may share one PostgreSQL (DESIGN.md), each with
 * its own short-lived session cache. A sign-out in one is sent to the others
 * with NOTIFY, and each forgets the session on hearing it; when the LISTEN
 * connection drops, messages may be lost, so the whole cache is dropped.
 * PGlite serves one process: nothing to share. Returns the stop.
 */
export async function shareSessionForgets(database: Database): Promise<() => Promise<void>> {
  const { db, listen } = database;
  if (!listen) return async () => {};
  const stopListening = await listen(
    channel,
    (idHash) => forgetCachedSessions(db, idHash || undefined),
    () => forgetCachedSessions(db),
  );
  tellSessionForgets(db, async (idHash, via) => {
    await (via ?? db).execute(sql`select pg_notify(${channel}, ${idHash})`);
  });
  return async () => {
    tellSessionForgets(db, null);
    await stopListening();
  };
}
