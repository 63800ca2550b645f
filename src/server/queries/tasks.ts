import { sql, type SQL } from 'drizzle-orm';
import type { CallTask } from '../../domain/tasks/task-types';
import type { Db } from '../db/client';
import { clients } from '../db/schema/clients';
import { companies, prospects } from '../db/schema/prospects';
import { callTasks } from '../db/schema/tasks';
import { users } from '../db/schema/users';
import { idIn } from '../db/pg-array';
import { prerendered } from '../db/prerendered';
import type { RawJson } from '../sync/raw-json';
import { parsedRows, rowsById, withMonthOfRelationship, type JsonRow } from './json-rows';
import { isoDate, isoInstant } from '../db/api-formats';

// A call task in the shape of spec 3 (CallTask), written by the database as
// JSON text: one string per row for the server to read, not some forty
// columns mapped by the ORM (a first sync's five thousand tasks were most of
// its pages' server time, issue 24). Formats are those of CallTask: the due
// date as YYYY-MM-DD and timestamps as JavaScript's toISOString writes them.
// Nested objects are row_to_json of a row too (json_build_object would
// write a space around each colon). The month of relationship is the
// domain's rule (clientMor, added in JS).
const taskJson = prerendered(sql`
  select t."id" as "id", row_to_json(t)::text as "json", ${isoDate(clients.onboardingDate)} as "onboarding"
  from (
    select
      ${callTasks.id} as "id",
      ${callTasks.clientId} as "clientId",
      ${clients.name} as "clientName",
      ${callTasks.priority} as "priority",
      ${callTasks.taskType} as "taskType",
      ${callTasks.tags} as "tags",
      ${callTasks.assigneeId} as "assigneeId",
      ${users.name} as "assigneeName",
      ${isoDate(callTasks.dueDate)} as "dueDate",
      ${callTasks.status} as "status",
      ${callTasks.outcome} as "outcome",
      ${callTasks.notes} as "notes",
      ${isoInstant(callTasks.skippedAt)} as "skippedAt",
      ${isoInstant(callTasks.completedAt)} as "completedAt",
      case when ${prospects.id} is null then null else (select row_to_json(p) from (select
        ${prospects.id} as "id",
        concat_ws(' ', nullif(${prospects.firstName}, ''), nullif(${prospects.lastName}, '')) as "name",
        ${prospects.email} as "email",
        ${prospects.title} as "title",
        ${companies.name} as "company",
        coalesce(${prospects.phoneWork}, ${prospects.phonePersonal}) as "phone",
        ${prospects.state} as "state") p) end as "prospect",
      ${callTasks.version} as "version"
    from ${callTasks}
    inner join ${clients} on ${clients.id} = ${callTasks.clientId}
    left join ${users} on ${users.id} = ${callTasks.assigneeId}
    left join ${prospects} on ${prospects.id} = ${callTasks.prospectId}
    left join ${companies} on ${companies.id} = ${prospects.companyId}`);
// Back to the client row for its onboarding date, outside the JSON.
const taskJsonEnd = prerendered(sql`) t inner join ${clients} on ${clients.id} = t."clientId"`);

/** Call tasks as JSON text, in due-date order, each with its client's month of relationship. */
async function loadTaskJson(db: Db, where?: SQL): Promise<JsonRow[]> {
  const result = await db.execute(sql`${taskJson} ${where ? sql`where ${where}` : sql``} ${taskJsonEnd}
    order by t."dueDate", t."id"`);
  return withMonthOfRelationship(result, 'clientMor');
}

/** Call tasks in the shape of spec 3, as mirrored and as the task calls answer. */
export async function loadTasks(db: Db, where?: SQL): Promise<CallTask[]> {
  return parsedRows<CallTask>(await loadTaskJson(db, where));
}

/** The same rows for the feed. */
export async function loadTasksJsonByIds(db: Db, ids: number[]): Promise<Map<string, RawJson>> {
  return ids.length ? rowsById(await loadTaskJson(db, idIn(callTasks.id, ids))) : new Map();
}
