import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Temporal } from 'temporal-polyfill';
import type { Db } from '../db/client';
import { meetings } from '../db/schema/meetings';
import { outreachSequences } from '../db/schema/outreach';
import { sequenceSends, sequenceSteps, smartleadInstances, smartleadMailboxes, stepTemplates } from '../db/schema/performance';
import { prospects } from '../db/schema/prospects';
import { createRandom, inChunks } from './random';
import { groupBy } from '../queries/group-by';

const day = 86_400_000;
const stepNames = ['Intro', 'Bump', 'Value add', 'Case study', 'Break-up'];
const subjects = ['Quick question, {{first_name}}', 'Worth a look?', 'Re: {{company}} and outbound', 'How {{peer}} booked 30% more meetings', 'Should I close your file?'];

/**
 * The performance panel's demo data: steps and templates for every Outreach
 * sequence and one row per email sent over the last ten weeks, with rates
 * close to real outbound (about 3% bounced, half opened, about 1% replies
 * per step). Prospects of meetings booked from a sequence profile replied to a
 * sequence of their client, so "meetings" counts something. Its own random
 * stream: the rest of the demo data does not change.
 */
export async function seedPerformance(db: Db, today: Temporal.PlainDate) {
  const rnd = createRandom(19_019_019);
  const noon = Date.parse(`${today.toString()}T12:00:00Z`);
  const seqs = await db
    .select({ id: outreachSequences.id, clientId: outreachSequences.clientId })
    .from(outreachSequences)
    .orderBy(outreachSequences.id);
  if (!seqs.length) return;
  const prospectIds = (await db.select({ id: prospects.id }).from(prospects).orderBy(prospects.id)).map((p) => p.id);
  const booked = await db
    .select({ clientId: meetings.clientId, prospectId: meetings.prospectId })
    .from(meetings)
    .where(sql`${meetings.sequenceProfileId} is not null and ${meetings.prospectId} is not null`)
    .orderBy(meetings.id);

  // Status flags: most sequences run; some are paused, a few locked (spec 4).
  const flags = seqs.map((s) => ({ id: s.id, enabled: !rnd.chance(0.18), locked: rnd.chance(0.08) }));
  await inChunks(flags, 10_000, (chunk) =>
    db.execute(sql`update ${outreachSequences} s set enabled = v.enabled, locked = v.locked
      from jsonb_to_recordset(${JSON.stringify(chunk)}::jsonb) as v(id int, enabled boolean, locked boolean) where s.id = v.id`),
  );

  const stepRows = seqs.flatMap((s) => Array.from({ length: rnd.int(2, 5) }, (_, k) => ({ sequence_id: s.id, step_order: k + 1, name: `Step ${k + 1}: ${stepNames[k]}` })));
  const steps = await insertReturning<{ id: number; sequence_id: number; step_order: number }>(
    db, sequenceSteps, { sequence_id: 'int', step_order: 'int', name: 'text' }, stepRows, 'id, sequence_id, step_order',
  );
  const templateRows = steps.flatMap((st) =>
    Array.from({ length: st.step_order === 1 ? 2 : rnd.int(1, 2) }, (_, k) => ({
      step_id: st.id,
      name: `${stepNames[st.step_order - 1]} ${k ? 'B' : 'A'}`,
      subject: subjects[(st.step_order - 1 + k) % subjects.length],
    })),
  );
  const templates = await insertReturning<{ id: number; step_id: number }>(db, stepTemplates, { step_id: 'int', name: 'text', subject: 'text' }, templateRows, 'id, step_id');

  const templatesByStep = groupBy(templates, (t) => t.step_id);
  const stepsBySeq = groupBy(steps, (s) => s.sequence_id);
  const seqsByClient = groupBy(seqs, (s) => s.clientId);
  const forcedReplies = new Map<number, number[]>();
  for (const m of booked) {
    const own = seqsByClient.get(m.clientId);
    // About half the meetings booked from a profile came from one of these sequences.
    if (!own || !rnd.chance(0.5)) continue;
    const seq = rnd.pick(own).id;
    forcedReplies.set(seq, [...(forcedReplies.get(seq) ?? []), m.prospectId!]);
  }

  const sends: object[] = [];
  for (const s of seqs) {
    const seqSteps = (stepsBySeq.get(s.id) ?? []).sort((a, b) => a.step_order - b.step_order);
    const size = rnd.int(30, 70);
    const start = rnd.int(0, Math.max(0, prospectIds.length - size));
    const forced = new Set(forcedReplies.get(s.id) ?? []);
    const recipients = new Set([...prospectIds.slice(start, start + size), ...forced]);
    for (const prospectId of recipients) {
      const first = noon - rnd.int(3, 70) * day - rnd.int(0, 8) * 3_600_000;
      const replyAt = forced.has(prospectId) ? rnd.int(0, seqSteps.length - 1) : -1;
      for (let k = 0; k < seqSteps.length; k++) {
        const sentAt = first + k * 3 * day;
        if (sentAt > noon) break;
        const template = rnd.pick(templatesByStep.get(seqSteps[k].id)!);
        const bounced = k === 0 && replyAt < 0 && rnd.chance(0.03);
        const replied = !bounced && (k === replyAt || (replyAt < 0 && rnd.chance(0.012)));
        const opened = replied || (!bounced && rnd.chance(0.48));
        sends.push({
          sequence_id: s.id,
          step_id: seqSteps[k].id,
          template_id: template.id,
          prospect_id: prospectId,
          sent_at: new Date(sentAt).toISOString(),
          bounced,
          opened_at: opened ? new Date(sentAt + rnd.int(1, 30) * 3_600_000).toISOString() : null,
          replied_at: replied ? new Date(sentAt + rnd.int(31, 60) * 3_600_000).toISOString() : null,
        });
        if (bounced || replied) break;
      }
    }
  }
  await inChunks(sends, 10_000, (chunk) =>
    db.execute(sql`insert into ${sequenceSends} (sequence_id, step_id, template_id, prospect_id, sent_at, bounced, opened_at, replied_at)
      select * from jsonb_to_recordset(${JSON.stringify(chunk)}::jsonb)
        as r(sequence_id int, step_id int, template_id int, prospect_id int, sent_at timestamptz, bounced boolean, opened_at timestamptz, replied_at timestamptz)`),
  );

  const instances = await db
    .insert(smartleadInstances)
    .values([
      { name: 'Smartlead EU', apiKey: 'sl_demo_eu_4f7a9c21', lastSyncedAt: new Date(noon - 2 * day) },
      { name: 'Smartlead US East', apiKey: 'sl_demo_use_88b1e0d3', lastSyncedAt: new Date(noon - day) },
      { name: 'Smartlead US West', apiKey: 'sl_demo_usw_0c55aa17', status: 'paused' },
    ])
    .returning({ id: smartleadInstances.id });
  await db.insert(smartleadMailboxes).values(
    instances.flatMap((inst, i) =>
      Array.from({ length: 3 }, (_, k) => ({ instanceId: inst.id, email: `sender${k + 1}.team${i + 1}@demo-outbound.test`, status: k === 2 && i === 1 ? 'disconnected' : 'connected' })),
    ),
  );
}

async function insertReturning<T>(db: Db, table: PgTable, columns: Record<string, string>, rows: readonly object[], returning: string): Promise<T[]> {
  const names = sql.raw(Object.keys(columns).join(', '));
  const types = sql.raw(Object.entries(columns).map(([name, type]) => `${name} ${type}`).join(', '));
  const out: T[] = [];
  await inChunks([...rows], 10_000, async (chunk) => {
    const result = await db.execute(
      sql`insert into ${table} (${names}) select ${names} from jsonb_to_recordset(${JSON.stringify(chunk)}::jsonb) as r(${types}) returning ${sql.raw(returning)}`,
    );
    out.push(...(result as unknown as { rows: T[] }).rows);
  });
  return out;
}

