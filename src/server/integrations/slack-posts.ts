import { eq } from 'drizzle-orm';
import { meetingSummaryLabel } from '../../domain/meetings/meeting-summary';
import { meetingBookedMessage } from '../../domain/teams/slack-messages';
import type { Db } from '../db/client';
import { slackPosts } from '../db/schema/admin';
import { clients } from '../db/schema/clients';
import { meetings } from '../db/schema/meetings';
import { teams } from '../db/schema/teams';
import { users } from '../db/schema/users';
import type { JobHandler } from '../jobs/job-runner';
import { enqueueJob } from '../jobs/enqueue-job';

export type NewSlackPost = {
  teamId: number;
  kind: 'test' | 'meeting-booked';
  webhookUrl: string;
  text: string;
  meetingId?: number | null;
  requestedById?: number | null;
};

/** Records a post as queued and asks the job runner to send it, in the caller's transaction. */
export async function queueSlackPost(db: Db, post: NewSlackPost) {
  const [row] = await db
    .insert(slackPosts)
    .values({ ...post, meetingId: post.meetingId ?? null, requestedById: post.requestedById ?? null })
    .returning();
  await enqueueJob(db, 'slack.post', { postId: row.id }, { uniqueKey: `slack.post:${row.id}` });
  return row;
}

/** Job slack.post {postId}: sends a recorded post once and records the outcome. */
export const sendSlackPost: JobHandler = async ({ db, integrations, job }) => {
  const postId = Number(job.payload.postId);
  const [post] = await db.select().from(slackPosts).where(eq(slackPosts.id, postId));
  if (!post || post.status !== 'queued') return { skipped: true };
  const { slack } = integrations;
  try {
    const result = await slack.post(post.webhookUrl, post.text);
    await db
      .update(slackPosts)
      .set({
        transport: slack.name,
        status: result.ok ? 'sent' : 'failed',
        responseStatus: result.status,
        error: result.error,
        sentAt: result.ok ? new Date() : null,
      })
      .where(eq(slackPosts.id, post.id));
    return { status: result.ok ? 'sent' : 'failed', transport: slack.name };
  } catch (error) {
    // Worth another try: the post stays queued; after the last try it is marked failed.
    const message = error instanceof Error ? error.message : String(error);
    const last = job.attempts >= job.maxAttempts;
    await db
      .update(slackPosts)
      .set({ transport: slack.name, error: message, ...(last ? { status: 'failed' } : {}) })
      .where(eq(slackPosts.id, post.id));
    if (last) return { status: 'failed', error: message };
    throw error;
  }
};

/**
 * Job slack.meeting-booked {meetingId}, queued in the booking's own
 * transaction (a refused booking queues nothing): a short message to the
 * webhook of the client's team, when it has one and is not archived.
 */
export const postMeetingBooked: JobHandler = async ({ db, job }) => {
  const meetingId = Number(job.payload.meetingId);
  const [row] = await db
    .select({ meeting: meetings, clientName: clients.name, team: teams, repName: users.name })
    .from(meetings)
    .innerJoin(clients, eq(clients.id, meetings.clientId))
    .leftJoin(teams, eq(teams.id, clients.teamId))
    .leftJoin(users, eq(users.id, meetings.sdrId))
    .where(eq(meetings.id, meetingId));
  if (!row?.team || row.team.archived || !row.team.slackWebhookUrl) return { posted: false };
  const already = await db.select({ id: slackPosts.id }).from(slackPosts).where(eq(slackPosts.meetingId, meetingId));
  if (already.length) return { posted: false, already: true };
  const m = row.meeting;
  const text = meetingBookedMessage({
    clientName: row.clientName,
    prospectName: m.prospectName,
    prospectCompany: m.prospectCompany,
    summary: meetingSummaryLabel(m),
    repName: row.repName,
  });
  const webhookUrl = row.team.slackWebhookUrl;
  const teamId = row.team.id;
  const post = await db.transaction((tx) => queueSlackPost(tx as unknown as Db, { teamId, kind: 'meeting-booked', webhookUrl, text, meetingId }));
  return { posted: true, postId: post.id };
};
