import { and, eq, inArray, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client';
import { meetings } from '../../src/server/db/schema/meetings';
import { notifications, userNotifications } from '../../src/server/db/schema/notifications';
import { idempotencyKeys } from '../../src/server/db/schema/sync';
import type { MirrorMeeting, OutboxRow } from './device-protocol';
import type { Edit, Model } from './model';

type Row = { id: number; status: string; notes: string; version: number };
const ok = (status: number | null) => status !== null && status >= 200 && status < 300;

export type EndState = {
  db: Db;
  model: Model;
  userIds: number[];
  initial: Map<number, Row>;
  outboxes: OutboxRow[][];
  mirrors: MirrorMeeting[][];
  /** Per user, when their device last asked to mark every notification read. */
  markAllAt: (Date | null)[];
  /** Per Idempotency-Key, the If-Match values the devices sent it with (null: none). */
  preconditions: Map<string, (string | null)[]>;
};

/**
 * Zero lost, zero duplicated, every conflict visible: every edit ended
 * applied once under its last key, or withdrawn (take theirs) with every
 * key refused 412; every 412 the server gave was shown as a conflict; each
 * meeting's versions are one per applied change and its values the last
 * applied ones; both devices show what the server holds.
 */
export async function checkEnd(s: EndState): Promise<string[]> {
  const problems: string[] = [];
  s.outboxes.forEach((outbox, d) => {
    if (outbox.length) problems.push(`device ${d}: ${outbox.length} edits never settled: ${outbox.map((e) => `${e.label} [${e.status}: ${e.lastError}]`).join('; ')}`);
  });

  const stored = await s.db.select().from(idempotencyKeys).where(inArray(idempotencyKeys.userId, s.userIds));
  const byKey = new Map(stored.map((k) => [`${k.userId}:${k.key}`, k]));
  const keyOf = (e: Edit, key: string) => `${s.userIds[e.device]}:${key}`;
  const allKeys = new Set<string>();
  const applied: { edit: Edit; row: Row }[] = [];
  for (const e of s.model.edits.values()) {
    e.keys.forEach((key, i) => {
      allKeys.add(keyOf(e, key));
      const k = byKey.get(keyOf(e, key));
      const last = i === e.keys.length - 1;
      const what = `${e.field} "${e.value}" (device ${e.device}, key ${key})`;
      if (!last || e.withdrawn) {
        if (k?.responseStatus !== 412) problems.push(`${what}: settled as a conflict, but the server answered ${k?.responseStatus ?? 'nothing'}`);
      } else if (!k || k.state !== 'done' || !ok(k.responseStatus)) {
        problems.push(`${what}: LOST, the server holds ${k ? `${k.state} ${k.responseStatus}` : 'no answer'}`);
      } else if (e.meetingId !== null) {
        const row = JSON.parse(k.responseBody ?? '{}') as Row;
        if (row.id !== e.meetingId || row[e.field as 'status' | 'notes'] !== e.value) problems.push(`${what}: the server answered ${k.responseBody}`);
        problems.push(...appliedOnItsBase(what, row, s.preconditions.get(key)));
        applied.push({ edit: e, row });
      }
    });
  }
  for (const k of stored) {
    const key = `${k.userId}:${k.key}`;
    if (!allKeys.has(key)) problems.push(`the server holds key ${key} (${k.state} ${k.responseStatus}) that no edit was sent under: a duplicate`);
    if (k.responseStatus === 412 && !s.model.conflictKeys.has(k.key)) problems.push(`a 412 under key ${key} was never shown as a conflict`);
  }

  const ids = [...s.initial.keys()];
  const rows = await s.db.select().from(meetings).where(inArray(meetings.id, ids));
  for (const row of rows) {
    const start = s.initial.get(row.id)!;
    const mine = applied.filter((a) => a.edit.meetingId === row.id).sort((a, b) => a.row.version - b.row.version);
    const expected = { status: start.status, notes: start.notes };
    for (const { edit, row: r } of mine) expected[edit.field as 'status' | 'notes'] = r[edit.field as 'status' | 'notes'];
    const versions = new Set(mine.map((a) => a.row.version));
    for (let v = start.version + 1; v <= row.version; v++) {
      if (!versions.has(v)) problems.push(`meeting ${row.id}: version ${v} was made by no edit of the run (a duplicate or a stray write)`);
    }
    const top = mine.length ? mine[mine.length - 1].row.version : start.version;
    if (top !== row.version) problems.push(`meeting ${row.id}: version ${row.version}, the last applied edit answered ${top}`);
    if (row.status !== expected.status) problems.push(`meeting ${row.id}: status ${row.status}, expected ${expected.status}`);
    if (row.notes !== expected.notes) problems.push(`meeting ${row.id}: notes "${row.notes}", expected "${expected.notes}"`);
    s.mirrors.forEach((mirror, d) => {
      const m = mirror.find((x) => x.id === row.id);
      if (m?.status !== row.status || m.notes !== row.notes || m.version !== row.version) {
        problems.push(`meeting ${row.id}: device ${d} shows ${JSON.stringify(m)}, the server ${row.status} "${row.notes}" v${row.version}`);
      }
    });
  }

  for (const [d, at] of s.markAllAt.entries()) {
    if (!at) continue;
    const unread = await s.db
      .select({ id: userNotifications.id })
      .from(userNotifications)
      .innerJoin(notifications, eq(notifications.id, userNotifications.notificationId))
      .where(and(eq(userNotifications.userId, s.userIds[d]), isNull(userNotifications.readAt), lt(notifications.createdAt, at)));
    if (unread.length) problems.push(`device ${d}: ${unread.length} notifications from before its last "mark all read" are still unread`);
  }
  return problems;
}

/**
 * An applied edit went with the version it was made on (If-Match) and made
 * the next one, or left it as it was (the record already held that value: a
 * move to the column the other rep had moved it to changes nothing). One
 * that made a later version overwrote the changes between without a 412,
 * which the version sequence alone does not show.
 */
function appliedOnItsBase(what: string, row: Row, sent: (string | null)[] | undefined): string[] {
  if (!sent?.length) return [`${what}: applied, but no device sent it`];
  if (sent.length > 1) return [`${what}: sent under one key with several If-Match values ${JSON.stringify(sent)}`];
  const [ifMatch] = sent;
  if (ifMatch === null) return [`${what}: sent without If-Match, so it could overwrite another change unseen`];
  if (row.version !== Number(ifMatch) + 1 && row.version !== Number(ifMatch)) {
    return [`${what}: made on version ${ifMatch}, applied as version ${row.version}: it overwrote ${row.version - Number(ifMatch) - 1} changes without a 412`];
  }
  return [];
}
