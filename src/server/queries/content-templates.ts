import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { ContentTemplate } from '../../domain/content/content-types';
import { reviewOrder } from '../../domain/content/template-rules';
import type { Db } from '../db/client';
import { contentFeedbacks, contentTemplates, contentTemplateVersions } from '../db/schema/content';
import { users } from '../db/schema/users';

type Person = { id: number; name: string } | null;

/**
 * The templates of a sequence (or the ones named) in review order, each with
 * its feedback thread, its history of saved changes, and, for the viewer,
 * the text as it stood at their last feedback when it changed since.
 */
export async function loadTemplates(db: Db, sequenceId: number, viewerId: number, only?: number[]): Promise<ContentTemplate[]> {
  const where = only ? and(eq(contentTemplates.sequenceId, sequenceId), inArray(contentTemplates.id, only)) : eq(contentTemplates.sequenceId, sequenceId);
  const rows = await db.select().from(contentTemplates).where(where);
  if (!rows.length) return [];
  const ids = rows.map((t) => t.id);
  const [feedbacks, versions, people] = await Promise.all([
    db
      .select({ f: contentFeedbacks, name: users.name, isGuest: users.isGuest })
      .from(contentFeedbacks)
      .innerJoin(users, eq(users.id, contentFeedbacks.authorId))
      .where(inArray(contentFeedbacks.templateId, ids))
      .orderBy(asc(contentFeedbacks.createdAt), asc(contentFeedbacks.id)),
    db
      .select()
      .from(contentTemplateVersions)
      .where(inArray(contentTemplateVersions.templateId, ids))
      .orderBy(desc(contentTemplateVersions.version)),
    db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, [...new Set(rows.flatMap((t) => [t.approvedBy, t.updatedBy]).filter((x): x is number => x !== null))].concat(-1))),
  ]);
  const names = new Map(people.map((p) => [p.id, p.name]));
  const versionNames = new Map<number, string>();
  const changers = [...new Set(versions.map((v) => v.changedBy).filter((x): x is number => x !== null && !names.has(x)))];
  if (changers.length) for (const p of await db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, changers))) versionNames.set(p.id, p.name);
  const nameOf = (id: number | null): Person => (id === null ? null : { id, name: names.get(id) ?? versionNames.get(id) ?? 'Someone' });

  return reviewOrder(rows).map((t) => {
    const thread = feedbacks.filter((f) => f.f.templateId === t.id);
    const history = versions.filter((v) => v.templateId === t.id);
    const mine = [...thread].reverse().find((f) => f.f.authorId === viewerId);
    // Approvals move the version too; only a kept text change counts as a change.
    const changed = mine !== undefined && history.some((v) => v.version > mine.f.templateVersion);
    const then = changed ? history.find((v) => v.version <= mine.f.templateVersion) : undefined;
    return {
      id: t.id,
      sequenceId: t.sequenceId,
      cadenceStep: t.cadenceStep,
      subject: t.subject,
      body: t.body,
      approved: t.approved,
      approvedBy: t.approved ? nameOf(t.approvedBy) : null,
      approvedAt: t.approved && t.approvedAt ? t.approvedAt.toISOString() : null,
      version: t.version,
      updatedAt: t.updatedAt.toISOString(),
      updatedBy: nameOf(t.updatedBy),
      feedbacks: thread.map(({ f, name, isGuest }) => ({
        id: f.id,
        templateId: f.templateId,
        text: f.text,
        author: { id: f.authorId, name, isGuest },
        createdAt: f.createdAt.toISOString(),
        templateVersion: f.templateVersion,
      })),
      sinceYourFeedback: then && mine ? { version: then.version, subject: then.subject, body: then.body, at: mine.f.createdAt.toISOString() } : null,
      history: history.map((v) => ({ version: v.version, at: v.changedAt.toISOString(), by: nameOf(v.changedBy) })),
    };
  });
}

/** Keeps a saved change of a template's text (every one is kept). */
export async function keepTemplateVersion(db: Db, t: { id: number; version: number; subject: string; body: string }, userId: number | null) {
  await db.insert(contentTemplateVersions).values({ templateId: t.id, version: t.version, subject: t.subject, body: t.body, changedBy: userId });
}
