import { desc, eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { addContentFeedback, addContentTemplate, listContentTemplates, patchContentTemplate } from '../../domain/content/content-endpoints';
import { approvalBlock, editBlock } from '../../domain/content/content-status';
import { mergeFieldError } from '../../domain/content/merge-fields';
import { addTemplateBlock } from '../../domain/content/template-rules';
import { contentFeedbacks, contentSteps, contentTemplates } from '../db/schema/content';
import { assertVersion, ifMatchVersion, versionedUpdate } from '../db/versioned-update';
import type { AppEnv } from '../http/env';
import { forbidden, HttpError } from '../http/errors';
import { route } from '../http/route';
import { sanitizeRichText } from '../html/sanitize-rich-text';
import { assertEditor, contentActor, refuse, templateOf, visibleSequence } from '../queries/content-access';
import { recordActivity } from '../queries/content-activity';
import { insertTemplate } from '../queries/content-build';
import { escapeHtml } from '../../domain/html/escape-html';
import { notifyUsers } from '../queries/content-notify';
import { keepTemplateVersion, loadTemplates } from '../queries/content-templates';

export const contentTemplateRoutes = new Hono<AppEnv>();

route(contentTemplateRoutes, listContentTemplates, async (c, { params }) => {
  const user = c.get('user');
  await visibleSequence(c.get('db'), user, params.id);
  return loadTemplates(c.get('db'), params.id, user.id);
});

/**
 * Writing (editors, Draft only: subject and body checked for merge fields,
 * the body sanitised, the approval cleared, the text kept as a version) or
 * approving (editors and the client's guests, In Review only).
 */
route(contentTemplateRoutes, patchContentTemplate, async (c, { params, body }) => {
  const user = c.get('user');
  const db = c.get('db');
  const seq = await visibleSequence(db, user, params.id);
  const template = await templateOf(db, seq, params.tid);
  const actor = contentActor(user);
  const writes = body.subject !== undefined || body.body !== undefined;
  if (writes && actor !== 'editor') throw forbidden(actor === 'guest' ? 'Client contacts approve templates and leave feedback; they do not edit them.' : 'Only content editors (edit-content) may do this.');
  if (body.approved !== undefined && actor === 'staff') throw forbidden('Templates are approved by content editors and the client.');
  const changes: Partial<typeof contentTemplates.$inferInsert> = {};
  let textChanged = false;
  if (writes) {
    refuse(editBlock(seq), body.subject !== undefined ? 'subject' : 'body');
    if (body.subject !== undefined) refuse(mergeFieldError(body.subject), 'subject');
    if (body.body !== undefined) refuse(mergeFieldError(body.body), 'body');
    const subject = body.subject ?? template.subject;
    const html = body.body !== undefined ? await sanitizeRichText(body.body) : template.body;
    textChanged = subject !== template.subject || html !== template.body;
    if (textChanged) Object.assign(changes, { subject, body: html, approved: false, approvedBy: null, approvedAt: null, updatedBy: user.id, updatedAt: sql`now()` });
  }
  if (body.approved !== undefined) {
    refuse(approvalBlock(seq), 'approved');
    if (body.approved !== template.approved) Object.assign(changes, { approved: body.approved, approvedBy: body.approved ? user.id : null, approvedAt: body.approved ? sql`now()` : null });
  }
  const current = async () => (await loadTemplates(db, seq.id, user.id, [template.id]))[0];
  if (!Object.keys(changes).length) {
    // Nothing changes (the same text again, an approval already made): If-Match still holds.
    assertVersion(ifMatchVersion(c), template);
    return current();
  }
  const updated = await versionedUpdate(db, { table: contentTemplates, id: template.id, changes, expected: ifMatchVersion(c), current });
  if (textChanged) await keepTemplateVersion(db, updated, user.id);
  if (body.approved !== undefined && body.approved !== template.approved) {
    await recordActivity(db, seq.id, body.approved ? 'approved' : 'unapproved', user.id, `Step ${template.cadenceStep} template`);
  }
  return current();
});

route(contentTemplateRoutes, addContentTemplate, async (c, { params, body }) => {
  const user = c.get('user');
  assertEditor(user);
  const db = c.get('db');
  const seq = await visibleSequence(db, user, params.id);
  const steps = await db.select().from(contentSteps).where(eq(contentSteps.sequenceId, seq.id)).orderBy(desc(contentSteps.step));
  const block = addTemplateBlock({ ...seq, stepCount: steps.length }, body.step);
  if (block) throw new HttpError(422, block, { fields: { step: block } });
  if (body.step === steps.length + 1) {
    // The next step: two days after the last one, by email, until the editor plans otherwise.
    await db.insert(contentSteps).values({ sequenceId: seq.id, step: body.step, dayOffset: steps.length ? steps[0].dayOffset + 2 : 0, channel: 'email' });
  }
  const t = await insertTemplate(db, seq.id, body.step, user.id);
  await recordActivity(db, seq.id, 'template-added', user.id, `Step ${body.step}`);
  return (await loadTemplates(db, seq.id, user.id, [t.id]))[0];
});

// Feedback: staff and the client's guests, on what they can see. The
// sequence's owner hears of a client's feedback in their bell.
route(contentTemplateRoutes, addContentFeedback, async (c, { params, body }) => {
  const user = c.get('user');
  const db = c.get('db');
  const seq = await visibleSequence(db, user, params.id);
  const template = await templateOf(db, seq, params.tid);
  const [f] = await db.insert(contentFeedbacks).values({ templateId: template.id, authorId: user.id, text: body.text, templateVersion: template.version }).returning();
  await recordActivity(db, seq.id, 'feedback', user.id, `Step ${template.cadenceStep} template`);
  if (user.isGuest && seq.sapperOwnerId !== null) {
    await notifyUsers(db, 'content-feedback', `${escapeHtml(user.name)} left feedback on <a href="/content/${seq.id}">${escapeHtml(seq.title)}</a>.`, [seq.sapperOwnerId]);
  }
  return {
    id: f.id,
    templateId: f.templateId,
    text: f.text,
    author: { id: user.id, name: user.name, isGuest: user.isGuest },
    createdAt: f.createdAt.toISOString(),
    templateVersion: f.templateVersion,
  };
});
