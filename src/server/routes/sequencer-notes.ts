import { eq, sql } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { createNote, deleteNote, patchNote } from '../../domain/sequencer/sequencer-note-endpoints';
import { requirePermission, staffOnly } from '../auth/guards';
import { profileNotes } from '../db/schema/sequencer';
import { users } from '../db/schema/users';
import { forbidden, HttpError, notFound } from '../http/errors';
import type { AppEnv } from '../http/env';
import { route } from '../http/route';
import { noteAnswer } from '../queries/profile-notes';
import { findProfile } from '../queries/sequence-profiles';

export const sequencerNoteRoutes = new Hono<AppEnv>();

const editors = requirePermission('sequencer-edit');

/** A note is changed or deleted by its author, or by a super-admin. */
function assertMayChange(c: Context<AppEnv>, note: typeof profileNotes.$inferSelect) {
  const user = c.get('user');
  if (note.userId !== user.id && !user.permissions.includes('super-admin')) throw forbidden('Only its author can change or delete a note.');
}

route(sequencerNoteRoutes, createNote, staffOnly, editors, async (c, { body }) => {
  const db = c.get('db');
  if (!(await findProfile(db, body.profile))) throw new HttpError(422, 'There is no such profile.', { fields: { profile: 'There is no such profile.' } });
  const user = c.get('user');
  const [note] = await db.insert(profileNotes).values({ profileId: body.profile, userId: user.id, notes: body.notes }).returning();
  return noteAnswer(note, user.name);
});

route(sequencerNoteRoutes, patchNote, staffOnly, editors, async (c, { params, body }) => {
  const db = c.get('db');
  const [note] = await db.select().from(profileNotes).where(eq(profileNotes.id, params.id));
  if (!note) throw notFound();
  assertMayChange(c, note);
  const [saved] = await db.update(profileNotes).set({ notes: body.notes, updatedAt: sql`now()` }).where(eq(profileNotes.id, note.id)).returning();
  const user = c.get('user');
  return noteAnswer(saved, saved.userId === user.id ? user.name : await authorName(c, saved.userId));
});

async function authorName(c: Context<AppEnv>, userId: number | null): Promise<string | null> {
  if (userId === null) return null;
  const [row] = await c.get('db').select({ name: users.name }).from(users).where(eq(users.id, userId));
  return row?.name ?? null;
}

// Spec 7 deletes with a GET: route() guards it as a write (XSRF, no
// cross-site request, one transaction). A second delete answers ok again.
route(sequencerNoteRoutes, deleteNote, staffOnly, editors, async (c, { params }) => {
  const db = c.get('db');
  const [note] = await db.select().from(profileNotes).where(eq(profileNotes.id, params.id));
  if (!note) return { ok: true as const };
  assertMayChange(c, note);
  await db.delete(profileNotes).where(eq(profileNotes.id, note.id));
  return { ok: true as const };
});
