import { asc, eq, sql } from 'drizzle-orm';
import type { OutreachState } from '../../domain/content/content-types';
import type { Db } from '../db/client';
import { contentSequences, contentSteps, contentTemplates } from '../db/schema/content';
import type { OutreachContentState } from '../integrations/outreach-content';
import { recordActivity } from '../queries/content-activity';
import type { JobContext } from './job-runner';

type Payload = { sequenceId: number; userId: number | null };

async function contentOf(db: Db, sequenceId: number) {
  const [seq] = await db.select().from(contentSequences).where(eq(contentSequences.id, sequenceId));
  if (!seq) return null;
  const steps = await db.select().from(contentSteps).where(eq(contentSteps.sequenceId, sequenceId)).orderBy(asc(contentSteps.step));
  const templates = await db.select().from(contentTemplates).where(eq(contentTemplates.sequenceId, sequenceId)).orderBy(asc(contentTemplates.cadenceStep), asc(contentTemplates.id));
  return { seq, steps, templates };
}

/** What Outreach holds beside what we hold: templates whose text differs there (or is missing). */
function stateOf(remote: OutreachContentState, templates: { id: number; subject: string; body: string }[]): OutreachState {
  const differing = templates
    .filter((t) => !remote.steps.some((s) => s.templateId === t.id && s.subject === t.subject && s.body === t.body))
    .map((t) => t.id);
  return {
    syncedAt: new Date().toISOString(),
    name: remote.name,
    enabled: remote.enabled,
    stepCount: new Set(remote.steps.map((s) => s.step)).size,
    differingTemplateIds: differing,
  };
}

/** content.upload: puts the steps and templates on Outreach (creating its sequence if none is linked), then marks the sequence Uploaded. */
export async function uploadContentJob({ db, integrations, job }: JobContext) {
  const { sequenceId, userId } = job.payload as Payload;
  const found = await contentOf(db, sequenceId);
  if (!found || found.seq.pendingAction !== 'upload') return { skipped: true };
  const { seq, steps, templates } = found;
  const outreach = integrations.outreach;
  const uploadSteps = templates.map((t) => {
    const step = steps.find((s) => s.step === t.cadenceStep);
    return { step: t.cadenceStep, dayOffset: step?.dayOffset ?? 0, channel: step?.channel ?? 'email', templateId: t.id, subject: t.subject, body: t.body };
  });
  const { outreachSequenceId } = await outreach.uploadContent(db, { outreachSequenceId: seq.outreachSequenceId, clientId: seq.clientId, name: seq.title, steps: uploadSteps });
  const remote = await outreach.readContent(db, outreachSequenceId);
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    await t
      .update(contentSequences)
      .set({
        outreachSequenceId,
        status: 'Uploaded',
        // The status changed: a new version (an edit queued against the old one is a conflict).
        version: seq.status === 'Uploaded' ? seq.version : sql`${contentSequences.version} + 1`,
        pendingAction: null,
        pendingSince: null,
        pendingBy: null,
        outreachState: remote ? stateOf(remote, templates) : null,
      })
      .where(eq(contentSequences.id, sequenceId));
    await recordActivity(t, sequenceId, 'uploaded', userId, `${new Set(uploadSteps.map((s) => s.step)).size} steps, ${uploadSteps.length} templates to “${remote?.name ?? seq.title}”`);
  });
  return { outreachSequenceId };
}

/** content.sync: reads the linked Outreach sequence back and notes what differs. */
export async function syncContentJob({ db, integrations, job }: JobContext) {
  const { sequenceId, userId } = job.payload as Payload;
  const found = await contentOf(db, sequenceId);
  if (!found || found.seq.pendingAction !== 'sync') return { skipped: true };
  const { seq, templates } = found;
  const remote = seq.outreachSequenceId === null ? null : await integrations.outreach.readContent(db, seq.outreachSequenceId);
  const state = remote ? stateOf(remote, templates) : null;
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    await t
      .update(contentSequences)
      .set({ pendingAction: null, pendingSince: null, pendingBy: null, outreachState: state })
      .where(eq(contentSequences.id, sequenceId));
    const detail = state
      ? `Outreach: ${state.stepCount} steps, ${state.enabled ? 'active' : 'paused'}; ${state.differingTemplateIds.length ? `${state.differingTemplateIds.length} templates differ` : 'every template matches'}`
      : 'The Outreach sequence no longer exists.';
    await recordActivity(t, sequenceId, 'synced', userId, detail);
  });
  return { synced: state !== null };
}
