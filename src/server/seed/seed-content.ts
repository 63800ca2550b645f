import { asc, eq, sql, type SQL } from 'drizzle-orm';
import type { ContentChannel } from '../../domain/content/cadence';
import { cadenceToSteps } from '../../domain/content/cadence';
import type { Db } from '../db/client';
import {
  contentActivity,
  contentCadences,
  contentFeedbacks,
  contentSequences,
  contentSteps,
  contentTemplates,
  contentTemplateVersions,
  outreachContentSteps,
} from '../db/schema/content';
import { outreachSequences } from '../db/schema/outreach';
import { users } from '../db/schema/users';
import { demoBodies, demoCadences, demoFeedback, demoSubjects } from './content-seed-data';
import { createRandom, inChunks } from './random';
import type { People } from './seed-people';

// Its own random stream: the rest of the demo data stays as it was.
const contentSeed = 20_262_020;

// The seed of the pipeline wrote statuses of its own; ours are the table's.
const statusOf: Record<string, string> = { Draft: 'Draft', 'In Review': 'In Review', Approved: 'Approved', Live: 'Uploaded' };

/**
 * Content: cadences; every sequence gets an owner, steps from a cadence,
 * templates written as far as its status says (approved from Approved on,
 * uploaded to the Outreach side for Uploaded), a few saved versions and
 * feedback; the demo guest's company gets a shared sequence in review and a
 * second contact to notify.
 */
export async function seedContent(db: Db, people: People, passwordHash: string) {
  const rnd = createRandom(contentSeed);
  const cadences = await db.insert(contentCadences).values(demoCadences).returning();
  const owners = [people.demo['content@demo.test'], ...people.byRole.content.filter((id) => id !== people.demo['content@demo.test'])];
  const guestId = people.demo['guest@demo.test'];
  const [guest] = await db.select({ clientId: users.clientId }).from(users).where(eq(users.id, guestId));
  const guestClient = guest?.clientId ?? null;
  if (guestClient !== null) {
    await db.insert(users).values({ email: 'reviewer@demo.test', name: 'Riley Reviewer', passwordHash, isGuest: true, clientId: guestClient, timezone: 'America/New_York' });
  }

  const sequences = await db.select().from(contentSequences).orderBy(asc(contentSequences.id));
  const outreach = await db.select({ id: outreachSequences.id, clientId: outreachSequences.clientId }).from(outreachSequences).orderBy(asc(outreachSequences.id));
  const outreachByClient = new Map<number, number[]>();
  for (const o of outreach) outreachByClient.set(o.clientId, [...(outreachByClient.get(o.clientId) ?? []), o.id]);

  // The guest's company: its first sequence is shared and in review, so the demo guest has something to review.
  const demoSeq = sequences.find((s) => s.clientId === guestClient);
  const steps: (typeof contentSteps.$inferInsert)[] = [];
  const templates: (typeof contentTemplates.$inferInsert & { channel: ContentChannel })[] = [];
  const uploaded = new Set<number>();
  const updates: SQL[] = [];
  for (const seq of sequences) {
    const demo = seq.id === demoSeq?.id;
    const status = demo ? 'In Review' : (statusOf[seq.status] ?? 'Draft');
    const cadence = demo ? cadences[0] : rnd.pick(cadences);
    const links = outreachByClient.get(seq.clientId) ?? [];
    const linked = status !== 'Draft' || rnd.chance(0.6) ? (links.length ? rnd.pick(links) : null) : null;
    const archived = !demo && rnd.chance(0.08);
    updates.push(sql`(${seq.id}::int, ${status}, ${demo ? 'shared' : seq.shareStatus}, ${archived}::boolean, ${rnd.pick(owners)}::int, ${cadence.id}::int, ${linked}::int)`);
    if (status === 'Uploaded' && linked !== null) uploaded.add(seq.id);
    for (const s of cadenceToSteps(cadence.steps)) {
      steps.push({ sequenceId: seq.id, ...s });
      const written = status !== 'Draft' || rnd.chance(0.5);
      // Some were rewritten once after a first feedback (the demo's step 2 always).
      const rewritten = written && (demo ? s.step === 2 : rnd.chance(0.15));
      const approved = status === 'Approved' || status === 'Uploaded' || (status === 'In Review' && !demo && rnd.chance(0.4)) || (demo && s.step === 1);
      templates.push({
        sequenceId: seq.id,
        cadenceStep: s.step,
        subject: written && s.channel === 'email' ? rnd.pick(demoSubjects) : '',
        body: written ? demoBodies[s.channel === 'phone' ? 2 : s.channel === 'linkedin' ? 5 : rnd.pick([0, 1, 3, 4])] : '',
        approved,
        approvedBy: approved ? rnd.pick(owners) : null,
        approvedAt: approved ? new Date() : null,
        version: rewritten ? 2 : 1,
        channel: s.channel,
      });
    }
  }
  await inChunks(updates, 500, (chunk) =>
    db.execute(sql`
      update ${contentSequences} as s set status = v.status, share_status = v.share, archived = v.archived,
        sapper_owner_id = v.owner, cadence_id = v.cadence, outreach_sequence_id = v.link
      from (values ${sql.join(chunk, sql`, `)}) as v(id, status, share, archived, owner, cadence, link)
      where s.id = v.id`),
  );
  await inChunks(steps, 1000, (chunk) => db.insert(contentSteps).values(chunk));
  const saved: (typeof contentTemplates.$inferSelect)[] = [];
  await inChunks(templates, 1000, async (chunk) => {
    saved.push(...(await db.insert(contentTemplates).values(chunk.map(({ channel: _channel, ...t }) => t)).returning()));
  });

  // Every template's first version; some were rewritten once after a first feedback.
  const versions: (typeof contentTemplateVersions.$inferInsert)[] = [];
  const feedbacks: (typeof contentFeedbacks.$inferInsert)[] = [];
  const staff = [...owners, people.demo['pdm@demo.test']];
  const byId = new Map(sequences.map((x) => [x.id, x]));
  for (const t of saved) {
    const seq = byId.get(t.sequenceId)!;
    const isDemo = seq.id === demoSeq?.id;
    const reviewers = seq.clientId === guestClient ? [guestId, ...staff] : staff;
    if (t.version === 2) {
      // Version 1 had an older wording; feedback was left on it; version 2 is the text now.
      versions.push({ templateId: t.id, version: 1, subject: t.subject, body: t.body.replace('</p>', ' (first draft)</p>'), changedBy: t.updatedBy });
      feedbacks.push({ templateId: t.id, authorId: isDemo ? guestId : rnd.pick(reviewers), text: rnd.pick(demoFeedback), templateVersion: 1 });
      versions.push({ templateId: t.id, version: 2, subject: t.subject, body: t.body, changedBy: rnd.pick(owners) });
    } else {
      versions.push({ templateId: t.id, version: 1, subject: t.subject, body: t.body, changedBy: t.updatedBy });
      if (t.body && rnd.chance(0.1)) feedbacks.push({ templateId: t.id, authorId: rnd.pick(reviewers), text: rnd.pick(demoFeedback), templateVersion: 1 });
    }
  }
  await inChunks(versions, 1000, (chunk) => db.insert(contentTemplateVersions).values(chunk));
  await inChunks(feedbacks, 1000, (chunk) => db.insert(contentFeedbacks).values(chunk));

  // Uploaded sequences: Outreach holds their templates, and the upload is on record.
  const remote = saved.filter((t) => uploaded.has(t.sequenceId));
  const linkOf = new Map((await db.select({ id: contentSequences.id, link: contentSequences.outreachSequenceId }).from(contentSequences)).map((r) => [r.id, r.link]));
  const stepOf = new Map(steps.map((s) => [`${s.sequenceId}:${s.step}`, s]));
  await inChunks(remote, 1000, (chunk) =>
    db.insert(outreachContentSteps).values(
      chunk.map((t) => {
        const s = stepOf.get(`${t.sequenceId}:${t.cadenceStep}`)!;
        return { outreachSequenceId: linkOf.get(t.sequenceId)!, step: t.cadenceStep, dayOffset: s.dayOffset, channel: s.channel, contentTemplateId: t.id, subject: t.subject, body: t.body };
      }),
    ),
  );
  const activity = sequences.flatMap((s) => [
    { sequenceId: s.id, action: 'created', userId: owners[0], detail: '', at: new Date(Date.now() - 20 * 86_400_000) },
    ...(uploaded.has(s.id) ? [{ sequenceId: s.id, action: 'uploaded', userId: owners[0], detail: 'Uploaded with the demo data', at: new Date(Date.now() - 2 * 86_400_000) }] : []),
  ]);
  await inChunks(activity, 1000, (chunk) => db.insert(contentActivity).values(chunk));
}
