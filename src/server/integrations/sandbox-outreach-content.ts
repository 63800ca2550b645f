import { asc, eq } from 'drizzle-orm';
import { outreachContentSteps } from '../db/schema/content';
import { outreachSequences, outreachUsers } from '../db/schema/outreach';
import type { OutreachContentApi } from './outreach-content';

/**
 * Sandbox Outreach, content side: an upload writes the steps into
 * outreach_content_steps (what Outreach would hold) and creates the
 * outreach sequence row when none is linked; a sync reads them back.
 */
export const sandboxOutreachContent: OutreachContentApi = {
  async uploadContent(db, upload) {
    let id = upload.outreachSequenceId;
    if (id === null) {
      const [owner] = await db.select({ id: outreachUsers.id }).from(outreachUsers).where(eq(outreachUsers.clientId, upload.clientId)).orderBy(asc(outreachUsers.id)).limit(1);
      const [created] = await db
        .insert(outreachSequences)
        .values({ clientId: upload.clientId, outreachUserId: owner?.id ?? null, name: upload.name })
        .returning({ id: outreachSequences.id });
      id = created.id;
    }
    await db.delete(outreachContentSteps).where(eq(outreachContentSteps.outreachSequenceId, id));
    if (upload.steps.length) {
      await db.insert(outreachContentSteps).values(
        upload.steps.map((s) => ({
          outreachSequenceId: id,
          step: s.step,
          dayOffset: s.dayOffset,
          channel: s.channel,
          contentTemplateId: s.templateId,
          subject: s.subject,
          body: s.body,
        })),
      );
    }
    return { outreachSequenceId: id };
  },
  async readContent(db, outreachSequenceId) {
    const [seq] = await db.select().from(outreachSequences).where(eq(outreachSequences.id, outreachSequenceId));
    if (!seq) return null;
    const steps = await db
      .select()
      .from(outreachContentSteps)
      .where(eq(outreachContentSteps.outreachSequenceId, outreachSequenceId))
      .orderBy(asc(outreachContentSteps.step), asc(outreachContentSteps.id));
    return {
      name: seq.name,
      enabled: seq.enabled,
      steps: steps.map((s) => ({ step: s.step, dayOffset: s.dayOffset, channel: s.channel, templateId: s.contentTemplateId, subject: s.subject, body: s.body })),
    };
  },
};
