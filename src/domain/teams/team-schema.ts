import * as v from 'valibot';
import { idField, lengths, requiredText } from '../api/fields';
import { teamSchema } from '../lookups/lookup-types';
import { isSlackWebhookUrl, slackWebhookMessage } from './slack-webhook';

const nameField = requiredText(lengths.short, 'Name');
const optionalId = () => v.nullable(idField);
const webhookField = v.nullable(
  v.pipe(
    v.string('The Slack webhook URL must be text.'),
    v.trim(),
    v.maxLength(lengths.url, `The Slack webhook URL is at most ${lengths.url} characters.`),
    v.check(isSlackWebhookUrl, slackWebhookMessage),
  ),
);

/** Spec 7: POST /api/teams {name, department, teamLead, slackWebhookUrl}. */
export const teamCreateSchema = v.strictObject({
  name: nameField,
  department: v.optional(optionalId(), null),
  teamLead: v.optional(optionalId(), null),
  slackWebhookUrl: v.optional(webhookField, null),
});
export type TeamCreateInput = v.InferInput<typeof teamCreateSchema>;

/** Spec 7: PATCH /api/teams/{id}, the same fields; `archived: false` restores an archived team. */
export const teamPatchSchema = v.strictObject({
  name: v.optional(nameField),
  department: v.optional(optionalId()),
  teamLead: v.optional(optionalId()),
  slackWebhookUrl: v.optional(webhookField),
  archived: v.optional(v.literal(false, 'Archive a team with DELETE /api/teams/{id}; send false to restore it.')),
});
export type TeamPatchInput = v.InferInput<typeof teamPatchSchema>;

/**
 * A team in GET /api/teams: the mirrored lookup's shape; `archived` is
 * present when archived teams were asked for (archived=1). The webhook
 * address is masked there: the whole of it posts to the channel.
 */
export const teamRowSchema = v.object({ ...teamSchema.entries, archived: v.optional(v.boolean()) });
export type TeamRow = v.InferOutput<typeof teamRowSchema>;

/** GET /api/teams/{id} and the answers of the team writes: the whole webhook address for those who may edit the team. */
export const teamDetailSchema = v.object({ ...teamSchema.entries, archived: v.boolean(), version: v.number() });
export type TeamDetail = v.InferOutput<typeof teamDetailSchema>;

export const slackPostSchema = v.object({
  id: v.number(),
  teamId: v.number(),
  kind: v.picklist(['test', 'meeting-booked']),
  meetingId: v.nullable(v.number()),
  text: v.string(),
  /** sandbox: recorded only; https: sent to Slack. Null until tried. */
  transport: v.nullable(v.picklist(['sandbox', 'https'])),
  status: v.picklist(['queued', 'sent', 'failed']),
  responseStatus: v.nullable(v.number()),
  error: v.nullable(v.string()),
  createdAt: v.string(),
  sentAt: v.nullable(v.string()),
});
export type SlackPost = v.InferOutput<typeof slackPostSchema>;
