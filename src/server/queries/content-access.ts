import { eq } from 'drizzle-orm';
import { can } from '../../domain/access/permissions';
import type { ContentActor } from '../../domain/content/content-status';
import type { Db } from '../db/client';
import { contentSequences, contentTemplates } from '../db/schema/content';
import { forbidden, HttpError, notFound } from '../http/errors';
import type { SessionUser } from '../http/env';

export type SequenceRow = typeof contentSequences.$inferSelect;
export type TemplateRow = typeof contentTemplates.$inferSelect;

/** Spec 6: super-admin or edit-content edit content; other staff read and comment; guests review. */
export function contentActor(user: SessionUser): ContentActor {
  if (user.isGuest) return 'guest';
  return can(user, 'edit-content') ? 'editor' : 'staff';
}

export function assertEditor(user: SessionUser) {
  if (contentActor(user) !== 'editor') throw forbidden('Only content editors (edit-content) may do this.');
}

/**
 * The sequence, if the caller may see it: staff every one; a guest only a
 * shared, unarchived sequence of their own client (another client's: 403;
 * one not shared with them: as if it did not exist).
 */
export async function visibleSequence(db: Db, user: SessionUser, id: number): Promise<SequenceRow> {
  const [row] = await db.select().from(contentSequences).where(eq(contentSequences.id, id));
  if (!row) throw notFound();
  if (user.isGuest) {
    if (row.clientId !== user.clientId) throw forbidden('You can only see your own company.');
    if (row.shareStatus !== 'shared' || row.archived) throw notFound();
  }
  return row;
}

/** A template of the sequence in the path (another sequence's: 404). */
export async function templateOf(db: Db, sequence: SequenceRow, templateId: number): Promise<TemplateRow> {
  const [row] = await db.select().from(contentTemplates).where(eq(contentTemplates.id, templateId));
  if (!row || row.sequenceId !== sequence.id) throw notFound();
  return row;
}

/** 422 with the reason, for a rule of src/domain/content that refuses. */
export function refuse(reason: string | null, field?: string): void {
  if (reason === null) return;
  throw new HttpError(422, reason, field ? { fields: { [field]: reason } } : {});
}
