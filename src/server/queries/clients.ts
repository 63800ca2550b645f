import { eq, type SQL } from 'drizzle-orm';
import { Temporal } from 'temporal-polyfill';
import type { Client } from '../../domain/clients/client-types';
import { monthOfRelationship } from '../../domain/clients/month-of-relationship';
import type { Db } from '../db/client';
import { clientContacts, clients } from '../db/schema/clients';
import { industries } from '../db/schema/lookups';
import { teams } from '../db/schema/teams';
import { idIn } from '../db/pg-array';

/** Clients in the shape of spec 3, as mirrored and as the client calls answer. */
export async function loadClients(db: Db, where?: SQL): Promise<Client[]> {
  const rows = await db
    .select({ client: clients, industry: industries.name, teamName: teams.name, contact: clientContacts })
    .from(clients)
    .leftJoin(industries, eq(industries.id, clients.industryId))
    .leftJoin(teams, eq(teams.id, clients.teamId))
    .leftJoin(clientContacts, eq(clientContacts.clientId, clients.id))
    .where(where)
    .orderBy(clients.name);
  const today = Temporal.Now.plainDateISO('UTC');
  return rows.map(({ client: c, industry, teamName, contact }) => ({
    id: c.id,
    name: c.name,
    status: c.status,
    industryId: c.industryId,
    industry,
    sendDate: c.sendDate,
    onboardingDate: c.onboardingDate,
    outreachPairsCount: c.outreachPairsCount,
    details: c.details,
    team: c.teamId !== null ? { id: c.teamId, name: teamName ?? '' } : null,
    contact: contact
      ? {
          id: contact.id,
          name: contact.name,
          email: contact.email,
          address: contact.address,
          state: contact.state,
          city: contact.city,
          zipCode: contact.zipCode,
          phone: contact.phone,
        }
      : null,
    taskTags: c.taskTags,
    mor: monthOfRelationship(c.onboardingDate, today),
    meetingLocation: c.meetingLocation,
    meetingDescription: c.meetingDescription,
    outreachStatus: c.outreachStatus,
    version: c.version,
  }));
}

export const loadClientsByIds = (db: Db, ids: number[]) => (ids.length ? loadClients(db, idIn(clients.id, ids)) : Promise.resolve([]));

export async function loadClient(db: Db, id: number): Promise<Client | null> {
  return (await loadClients(db, eq(clients.id, id)))[0] ?? null;
}
