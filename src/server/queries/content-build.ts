import { and, asc, eq, inArray } from 'drizzle-orm';
import { buildFromCadence, type CadenceStep } from '../../domain/content/cadence';
import { isBlankHtml } from '../../domain/content/content-status';
import type { Db } from '../db/client';
import { contentCadences, contentSequences, contentSteps, contentTemplates } from '../db/schema/content';
import { HttpError } from '../http/errors';
import { recordActivity } from './content-activity';
import { keepTemplateVersion } from './content-templates';

/** A new template (version 1, kept as the first saved version). */
export async function insertTemplate(db: Db, sequenceId: number, cadenceStep: number, userId: number | null, text = { subject: '', body: '' }) {
  const [t] = await db.insert(contentTemplates).values({ sequenceId, cadenceStep, ...text, updatedBy: userId }).returning();
  await keepTemplateVersion(db, t, userId);
  return t;
}

/** Spec 4, built from a cadence: its steps replace the sequence's, each step gets an empty template. */
export async function applyCadence(db: Db, sequenceId: number, cadenceId: number, userId: number, field: string) {
  const [cadence] = await db.select().from(contentCadences).where(eq(contentCadences.id, cadenceId));
  if (!cadence) throw new HttpError(422, 'No such cadence.', { fields: { [field]: 'Choose one of the cadences.' } });
  const templates = await db.select().from(contentTemplates).where(eq(contentTemplates.sequenceId, sequenceId));
  const build = buildFromCadence(
    cadence.steps as CadenceStep[],
    templates.map((t) => ({ id: t.id, cadenceStep: t.cadenceStep, blank: !t.subject.trim() && isBlankHtml(t.body) })),
  );
  if (!build.ok) throw new HttpError(422, build.reason, { fields: { [field]: build.reason } });
  await db.delete(contentSteps).where(eq(contentSteps.sequenceId, sequenceId));
  await db.insert(contentSteps).values(build.steps.map((s) => ({ sequenceId, ...s })));
  if (build.removeTemplateIds.length) await db.delete(contentTemplates).where(inArray(contentTemplates.id, build.removeTemplateIds));
  for (const step of build.addTemplatesFor) await insertTemplate(db, sequenceId, step, userId);
  await db.update(contentSequences).set({ cadenceId }).where(eq(contentSequences.id, sequenceId));
  await recordActivity(db, sequenceId, 'built', userId, `From the cadence “${cadence.name}”: ${build.steps.length} steps`);
}

/** A clone (spec 3, clonedFrom): the steps, the cadence and the templates' text, unapproved. */
export async function cloneSequence(db: Db, fromId: number, toId: number, userId: number) {
  const [source] = await db.select().from(contentSequences).where(eq(contentSequences.id, fromId));
  if (!source) throw new HttpError(422, 'No such sequence to clone.', { fields: { cloneFrom: 'Choose a sequence to clone.' } });
  const steps = await db.select().from(contentSteps).where(eq(contentSteps.sequenceId, fromId)).orderBy(asc(contentSteps.step));
  if (steps.length) await db.insert(contentSteps).values(steps.map((s) => ({ sequenceId: toId, step: s.step, dayOffset: s.dayOffset, channel: s.channel })));
  const templates = await db.select().from(contentTemplates).where(and(eq(contentTemplates.sequenceId, fromId))).orderBy(asc(contentTemplates.cadenceStep), asc(contentTemplates.id));
  for (const t of templates) await insertTemplate(db, toId, t.cadenceStep, userId, { subject: t.subject, body: t.body });
  await db.update(contentSequences).set({ cadenceId: source.cadenceId }).where(eq(contentSequences.id, toId));
}
