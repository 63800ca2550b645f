import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { listContentCadences, moveContentSequence, notifyContentGuests, syncContentSequence, uploadContentSequence } from '../../domain/content/content-endpoints';
import { checkMove } from '../../domain/content/content-status';
import { staffOnly } from '../auth/guards';
import { contentCadences, contentSequences, contentSteps, contentTemplates } from '../db/schema/content';
import { users } from '../db/schema/users';
import { ifMatchVersion, versionedUpdate } from '../db/versioned-update';
import type { AppEnv } from '../http/env';
import { HttpError } from '../http/errors';
import { route } from '../http/route';
import { enqueueJob } from '../jobs/enqueue-job';
import { assertEditor, contentActor, refuse, visibleSequence, type SequenceRow } from '../queries/content-access';
import { recordActivity } from '../queries/content-activity';
import { escapeHtml } from '../../domain/html/escape-html';
import { notifyUsers } from '../queries/content-notify';
import { loadSequence } from '../queries/content-sequence';

export const contentActionRoutes = new Hono<AppEnv>();

// The sandbox answers "a few seconds later" (DESIGN.md, integrations).
export const outreachDelayMs = 2_000;

async function templateStates(c: Context<AppEnv>, seq: SequenceRow) {
  const [templates, steps] = await Promise.all([
    c.get('db').select().from(contentTemplates).where(eq(contentTemplates.sequenceId, seq.id)).orderBy(asc(contentTemplates.cadenceStep), asc(contentTemplates.id)),
    c.get('db').select().from(contentSteps).where(eq(contentSteps.sequenceId, seq.id)),
  ]);
  const channel = (step: number) => steps.find((s) => s.step === step)?.channel ?? 'email';
  return templates.map((t) => ({ ...t, channel: channel(t.cadenceStep) }));
}

/** Spec 4: a move advances the status, along the table of decision 0023. */
route(contentActionRoutes, moveContentSequence, async (c, { params, body }) => {
  const user = c.get('user');
  const db = c.get('db');
  assertEditor(user);
  const seq = await visibleSequence(db, user, params.id);
  if (seq.archived) refuse('This sequence is archived: unarchive it first.', 'status');
  // The upload job sets the status when it finishes, and would undo a move made meanwhile.
  if (seq.pendingAction === 'upload') throw new HttpError(409, 'An upload of this sequence is under way: its status changes when it is done; move it after that.');
  const check = checkMove(seq.status, body.status, 'move', contentActor(user), await templateStates(c, seq));
  if (!check.ok) throw new HttpError(check.status, check.reason, check.status === 422 ? { fields: { status: check.reason } } : {});
  await versionedUpdate(db, {
    table: contentSequences,
    id: seq.id,
    changes: { status: check.move.to, updatedAt: sql`now()` },
    expected: ifMatchVersion(c),
    current: () => loadSequence(db, seq.id, user),
  });
  await recordActivity(db, seq.id, 'moved', user.id, `${seq.status} → ${check.move.to}`);
  return loadSequence(db, seq.id, user);
});

/** Marks a sync or upload asked for; its job does it a few seconds later. A second ask while one waits is the same ask. */
async function requestOutreach(c: Context<AppEnv>, seq: SequenceRow, action: 'sync' | 'upload') {
  const db = c.get('db');
  const user = c.get('user');
  if (seq.pendingAction === null) {
    await db
      .update(contentSequences)
      .set({ pendingAction: action, pendingSince: sql`now()`, pendingBy: user.id })
      .where(eq(contentSequences.id, seq.id));
    await recordActivity(db, seq.id, `${action}-requested`, user.id);
    await enqueueJob(db, `content.${action}`, { sequenceId: seq.id, userId: user.id }, { delayMs: outreachDelayMs });
  } else if (seq.pendingAction !== action) {
    throw new HttpError(409, `An ${seq.pendingAction} of this sequence is under way; try again when it is done.`);
  }
  return loadSequence(db, seq.id, user);
}

route(contentActionRoutes, syncContentSequence, async (c, { params }) => {
  const user = c.get('user');
  assertEditor(user);
  const seq = await visibleSequence(c.get('db'), user, params.id);
  if (seq.outreachSequenceId === null) refuse('Link an Outreach sequence (or upload the sequence) before syncing.', 'outreachSequenceId');
  return requestOutreach(c, seq, 'sync');
});

route(contentActionRoutes, uploadContentSequence, async (c, { params }) => {
  const user = c.get('user');
  assertEditor(user);
  const seq = await visibleSequence(c.get('db'), user, params.id);
  if (seq.archived) refuse('This sequence is archived: unarchive it first.', 'status');
  const check = checkMove(seq.status, undefined, 'upload', contentActor(user), await templateStates(c, seq));
  if (!check.ok) throw new HttpError(check.status, check.reason, check.status === 422 ? { fields: { status: check.reason } } : {});
  return requestOutreach(c, seq, 'upload');
});

// Notifying guests: a notification each (their device mirrors it) and mail.
route(contentActionRoutes, notifyContentGuests, async (c, { params, body }) => {
  const user = c.get('user');
  const db = c.get('db');
  assertEditor(user);
  const seq = await visibleSequence(db, user, params.id);
  if (seq.shareStatus !== 'shared' || seq.archived) refuse('Share the sequence before notifying the client: guests see shared sequences only.', 'guests');
  const wanted = [...new Set(body.guests)];
  const guests = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(and(inArray(users.id, wanted), eq(users.isGuest, true), eq(users.clientId, seq.clientId), eq(users.active, true)))
    .orderBy(asc(users.name));
  const strangers = wanted.filter((id) => !guests.some((g) => g.id === id));
  if (strangers.length) refuse(`User ${strangers.join(', ')} is not a contact of this client.`, 'guests');
  const note = body.message?.trim() ? ` ${escapeHtml(body.message.trim())}` : '';
  await notifyUsers(db, 'content-review', `<strong>${escapeHtml(seq.title)}</strong> is ready for your review.${note} <a href="/content/${seq.id}">Open it</a>`, guests.map((g) => g.id));
  const mail = c.get('deps').integrations.mail;
  for (const g of guests) {
    await mail.send(db, {
      kind: 'content-review',
      to: [g.email],
      subject: `Ready for your review: ${seq.title}`,
      body: `Hello ${g.name},\n\n${user.name} shared “${seq.title}” for your review.${body.message?.trim() ? `\n\n${body.message.trim()}` : ''}\n\nOpen it: /content/${seq.id}\n`,
    });
  }
  await recordActivity(db, seq.id, 'notified', user.id, guests.map((g) => g.name).join(', '));
  return { notified: guests };
});

route(contentActionRoutes, listContentCadences, staffOnly, async (c) => {
  const rows = await c.get('db').select().from(contentCadences).orderBy(asc(contentCadences.name));
  return rows.map((r) => ({ id: r.id, name: r.name, description: r.description, steps: r.steps }));
});
