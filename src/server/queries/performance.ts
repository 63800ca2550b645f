import { sql, type SQL } from 'drizzle-orm';
import type { CountColumn, SortDirection } from '../../domain/performance/performance-counts';
import { replyRateOf } from '../../domain/performance/performance-counts';
import type { SequencePage, SequenceRow, SequenceStep, StepTemplate } from '../../domain/performance/performance-types';
import { sequenceStatusOf, type SequenceStatus } from '../../domain/performance/sequence-status-filter';
import type { Db } from '../db/client';

// Every count is aggregated from sequence_sends here (spec 2's panel):
// prospects are distinct people sent to, delivered the sends that did not
// bounce, opened and replied the sends that were.

export type SequenceFilters = {
  statuses: SequenceStatus[];
  teams: number[];
  reps: number[];
  segments: number[];
  sort?: CountColumn;
  direction?: SortDirection;
  offset: number;
  limit: number;
};

const ids = (list: number[]) => sql.join(list.map((id) => sql`${id}`), sql`, `);

const rowsOf = async <T>(db: Db, query: SQL) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;

const statusCondition: Record<SequenceStatus, SQL> = {
  Active: sql`(s.enabled and not s.locked)`,
  Paused: sql`(not s.enabled and not s.locked)`,
  Locked: sql`s.locked`,
};

function filterWhere(f: SequenceFilters): SQL {
  const parts: SQL[] = [sql`(${sql.join(f.statuses.map((s) => statusCondition[s]), sql` or `)})`];
  if (f.teams.length) parts.push(sql`c.team_id in (${ids(f.teams)})`);
  if (f.segments.length) parts.push(sql`c.id in (${ids(f.segments)})`);
  if (f.reps.length) parts.push(sql`exists (select 1 from client_team_members m where m.client_id = c.id and m.user_id in (${ids(f.reps)}))`);
  return sql.join(parts, sql` and `);
}

const countsSelect = sql`
  count(distinct x.prospect_id)::int as prospects,
  (count(x.id) filter (where not x.bounced))::int as delivered,
  count(x.opened_at)::int as opened,
  count(x.replied_at)::int as replied,
  (count(x.id) filter (where x.bounced))::int as bounced`;

/**
 * A list of sequences' counts: per prospect first, then per sequence (two
 * hash aggregates cost a third of one count(distinct) over every send).
 */
const sequenceCounts = (ids: SQL) => sql`
  select sequence_id, count(*)::int as prospects, sum(d)::int as delivered, sum(o)::int as opened, sum(r)::int as replied, sum(b)::int as bounced
  from (
    select x.sequence_id, x.prospect_id, count(*) filter (where not x.bounced) as d, count(x.opened_at) as o,
      count(x.replied_at) as r, count(*) filter (where x.bounced) as b
    from sequence_sends x where x.sequence_id in (${ids}) group by 1, 2
  ) per group by 1`;

/**
 * Meetings booked from a sequence: meetings of its client, booked from a
 * sequence profile, not deleted, with a prospect it wrote to.
 */
const sequenceMeetings = (page: SQL) => sql`
  select s.id, count(distinct mt.id)::int as meetings
  from ${page} s join meetings mt on mt.client_id = s.client_id and mt.sequence_profile_id is not null and not mt.deleted
  where exists (select 1 from sequence_sends y where y.sequence_id = s.id and y.prospect_id = mt.prospect_id)
  group by s.id`;

const sortSql: Record<CountColumn, SQL> = {
  prospects: sql`prospects`,
  delivered: sql`delivered`,
  opened: sql`opened`,
  replied: sql`replied`,
  // Same order as the whole percent, without its ties broken by rounding.
  replyRate: sql`(case when prospects > 0 then replied::float / prospects else 0 end)`,
  bounced: sql`bounced`,
  meetings: sql`meetings`,
};

type CountRow = { prospects: number; delivered: number; opened: number; replied: number; bounced: number };
const withRate = <T extends CountRow>(r: T) => ({ ...r, replyRate: replyRateOf(r) });

export async function loadSequencePage(db: Db, f: SequenceFilters, now = new Date()): Promise<SequencePage> {
  const where = filterWhere(f);
  const [{ total }] = await rowsOf<{ total: number }>(
    db,
    sql`select count(*)::int as total from outreach_sequences s join clients c on c.id = s.client_id where ${where}`,
  );
  const order = f.sort ? sql`${sortSql[f.sort]} ${f.direction === 'asc' ? sql`asc` : sql`desc`}, name, id` : sql`name, id`;
  // Sorting by a count needs every matching sequence counted; the name order counts the page only.
  const page = await rowsOf<Omit<SequenceRow, 'reps' | 'repliesByWeek' | 'replyRate' | 'status'> & { enabled: boolean; locked: boolean }>(
    db,
    sql`
    with page as (
      select s.id, s.name, s.client_id, c.name as client_name, t.name as team_name, s.enabled, s.locked
      from outreach_sequences s join clients c on c.id = s.client_id left join teams t on t.id = c.team_id
      where ${where}
      ${f.sort ? sql`` : sql`order by s.name, s.id limit ${f.limit} offset ${f.offset}`}
    ), counts as (${sequenceCounts(sql`select id from page`)}),
    met as (${f.sort === 'meetings' ? sequenceMeetings(sql`page`) : sql`select 0 as id, 0 as meetings where false`})
    select p.id, p.name, p.client_id as "clientId", p.client_name as "clientName", p.team_name as "teamName", p.enabled, p.locked,
      coalesce(k.prospects, 0) as prospects, coalesce(k.delivered, 0) as delivered, coalesce(k.opened, 0) as opened,
      coalesce(k.replied, 0) as replied, coalesce(k.bounced, 0) as bounced, coalesce(m.meetings, 0) as meetings
    from page p left join counts k on k.sequence_id = p.id left join met m on m.id = p.id
    order by ${order} limit ${f.limit} offset ${f.sort ? f.offset : 0}`,
  );
  if (!page.length) return { rows: [], total, offset: f.offset, limit: f.limit };
  const pageIds = page.map((r) => r.id);
  const [reps, weeks, meetings] = await Promise.all([
    rowsOf<{ id: number; name: string }>(
      db,
      sql`select s.id, u.name from outreach_sequences s
        join client_team_members m on m.client_id = s.client_id join users u on u.id = m.user_id
        where s.id in (${ids(pageIds)})
          and exists (select 1 from user_roles ur join roles r on r.id = ur.role_id where ur.user_id = u.id and r.slug in ('sdr', 'ssdr'))
        order by u.name`,
    ),
    rowsOf<{ id: number; week: number; replies: number }>(
      db,
      sql`select sequence_id as id, floor(extract(epoch from (${now.toISOString()}::timestamptz - replied_at)) / 604800)::int as week, count(*)::int as replies
        from sequence_sends where sequence_id in (${ids(pageIds)}) and replied_at > ${now.toISOString()}::timestamptz - interval '56 days'
        group by 1, 2`,
    ),
    f.sort === 'meetings'
      ? Promise.resolve([])
      : rowsOf<{ id: number; meetings: number }>(
          db,
          sql`${sequenceMeetings(sql`(select id, client_id from outreach_sequences where id in (${ids(pageIds)}))`)}`,
        ),
  ]);
  const rows = page.map(({ enabled, locked, ...r }): SequenceRow => {
    const byWeek = Array.from({ length: 8 }, () => 0);
    for (const w of weeks) if (w.id === r.id && w.week >= 0 && w.week < 8) byWeek[7 - w.week] += w.replies;
    return {
      ...withRate(r),
      status: sequenceStatusOf({ enabled, locked }),
      reps: reps.filter((x) => x.id === r.id).map((x) => x.name),
      meetings: f.sort === 'meetings' ? r.meetings : (meetings.find((m) => m.id === r.id)?.meetings ?? 0),
      repliesByWeek: byWeek,
    };
  });
  return { rows, total, offset: f.offset, limit: f.limit };
}

export async function sequenceExists(db: Db, id: number) {
  return (await rowsOf(db, sql`select 1 from outreach_sequences where id = ${id}`)).length > 0;
}

export async function stepExists(db: Db, id: number) {
  return (await rowsOf(db, sql`select 1 from sequence_steps where id = ${id}`)).length > 0;
}

export async function loadSteps(db: Db, sequenceId: number): Promise<SequenceStep[]> {
  const rows = await rowsOf<Omit<SequenceStep, 'replyRate'>>(
    db,
    sql`select st.id, st.sequence_id as "sequenceId", st.step_order as "order", st.name, ${countsSelect}
      from sequence_steps st left join sequence_sends x on x.step_id = st.id
      where st.sequence_id = ${sequenceId} group by st.id order by st.step_order, st.id`,
  );
  return rows.map(withRate);
}

export async function loadTemplates(db: Db, stepId: number): Promise<StepTemplate[]> {
  const rows = await rowsOf<Omit<StepTemplate, 'replyRate'>>(
    db,
    sql`select tp.id, tp.step_id as "stepId", tp.name, tp.subject, ${countsSelect}
      from step_templates tp left join sequence_sends x on x.template_id = tp.id
      where tp.step_id = ${stepId} group by tp.id order by tp.name, tp.id`,
  );
  return rows.map(withRate);
}

export const loadTeamOptions = (db: Db) =>
  rowsOf<{ id: number; name: string }>(db, sql`select id, name from teams where not archived order by name, id`);

export const loadRepOptions = (db: Db, teams: number[]) =>
  rowsOf<{ id: number; name: string }>(
    db,
    sql`select u.id, u.name from users u
      where u.active and exists (select 1 from user_roles ur join roles r on r.id = ur.role_id where ur.user_id = u.id and r.slug in ('sdr', 'ssdr'))
      ${teams.length ? sql`and exists (select 1 from team_members tm where tm.user_id = u.id and tm.team_id in (${ids(teams)}))` : sql``}
      order by u.name, u.id`,
  );

export const loadSegmentOptions = (db: Db, teams: number[]) =>
  rowsOf<{ id: number; name: string; teamId: number | null }>(
    db,
    sql`select c.id, c.name, c.team_id as "teamId" from clients c
      where exists (select 1 from outreach_sequences s where s.client_id = c.id)
      ${teams.length ? sql`and c.team_id in (${ids(teams)})` : sql``}
      order by c.name, c.id`,
  );
