import { eq, sql, type SQL } from 'drizzle-orm';
import type { Client } from '../../domain/clients/client-types';
import type { Db } from '../db/client';
import { clientContacts, clients } from '../db/schema/clients';
import { industries } from '../db/schema/lookups';
import { teams } from '../db/schema/teams';
import { idIn } from '../db/pg-array';
import { prerendered } from '../db/prerendered';
import type { RawJson } from '../sync/raw-json';
import { parsedRows, rowsById, withMonthOfRelationship, type JsonRow } from './json-rows';
import { isoDate } from '../db/api-formats';

// A client in the shape of spec 3 (Client), written by the database as JSON
// text: one string per row for the server to read, not the ORM's mapping of
// some thirty columns (a first sync's first page is two thousand clients,
// and the booking form lists them all). Dates as YYYY-MM-DD, as Client has
// them; nested objects as row_to_json of a row too. The month of
// relationship is the domain's rule (mor, added in JS).
const clientJson = prerendered(sql`
  select c."id" as "id", row_to_json(c)::text as "json", c."onboardingDate" as "onboarding"
  from (
    select
      ${clients.id} as "id",
      ${clients.name} as "name",
      ${clients.status} as "status",
      ${clients.industryId} as "industryId",
      ${industries.name} as "industry",
      ${isoDate(clients.sendDate)} as "sendDate",
      ${isoDate(clients.onboardingDate)} as "onboardingDate",
      ${clients.outreachPairsCount} as "outreachPairsCount",
      ${clients.details} as "details",
      case when ${clients.teamId} is null then null
        else (select row_to_json(t) from (select ${clients.teamId} as "id", coalesce(${teams.name}, '') as "name") t) end as "team",
      case when ${clientContacts.id} is null then null else (select row_to_json(k) from (select
        ${clientContacts.id} as "id",
        ${clientContacts.name} as "name",
        ${clientContacts.email} as "email",
        ${clientContacts.address} as "address",
        ${clientContacts.state} as "state",
        ${clientContacts.city} as "city",
        ${clientContacts.zipCode} as "zipCode",
        ${clientContacts.phone} as "phone") k) end as "contact",
      ${clients.taskTags} as "taskTags",
      ${clients.meetingLocation} as "meetingLocation",
      ${clients.meetingDescription} as "meetingDescription",
      ${clients.outreachStatus} as "outreachStatus",
      ${clients.version} as "version"
    from ${clients}
    left join ${industries} on ${industries.id} = ${clients.industryId}
    left join ${teams} on ${teams.id} = ${clients.teamId}
    left join ${clientContacts} on ${clientContacts.clientId} = ${clients.id}`);

/** Clients as JSON text, in name order, each with its month of relationship. */
async function loadClientJson(db: Db, where?: SQL): Promise<JsonRow[]> {
  return withMonthOfRelationship(await db.execute(sql`${clientJson} ${where ? sql`where ${where}` : sql``}) c order by c."name"`), 'mor');
}

/** Clients in the shape of spec 3, as mirrored and as the client calls answer. */
export async function loadClients(db: Db, where?: SQL): Promise<Client[]> {
  return parsedRows<Client>(await loadClientJson(db, where));
}

/** The same rows for the feed. */
export async function loadClientsJsonByIds(db: Db, ids: number[]): Promise<Map<string, RawJson>> {
  return ids.length ? rowsById(await loadClientJson(db, idIn(clients.id, ids))) : new Map();
}

export async function loadClient(db: Db, id: number): Promise<Client | null> {
  return (await loadClients(db, eq(clients.id, id)))[0] ?? null;
}
