import * as v from 'valibot';
import { maxInt32 } from '../api/fields';

export const taskTagMaxLength = 40;
export const taskTagsMax = 30;

/** Trimmed, without empties or repeats (case-insensitive), first spelling kept. */
export function normalizeTaskTags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of tags) {
    const tag = raw.trim().replace(/\s+/g, ' ');
    if (!tag || seen.has(tag.toLowerCase())) continue;
    seen.add(tag.toLowerCase());
    out.push(tag);
  }
  return out;
}

const tag = v.pipe(v.string('A tag must be text.'), v.trim(), v.maxLength(taskTagMaxLength, `A tag is at most ${taskTagMaxLength} characters.`));

/** POST /api/clients/task-tags {id, taskTags}: the client's whole tag list. */
export const taskTagsSchema = v.strictObject({
  id: v.pipe(v.number('id must be a client id.'), v.integer('id must be a client id.'), v.minValue(1, 'id must be a client id.'), v.maxValue(maxInt32, 'id must be a client id.')),
  taskTags: v.pipe(
    v.array(tag, 'taskTags must be a list of tags.'),
    v.maxLength(taskTagsMax * 10, `At most ${taskTagsMax} task tags.`),
    v.transform((list: string[]) => normalizeTaskTags(list)),
    v.maxLength(taskTagsMax, `At most ${taskTagsMax} task tags.`),
  ),
});

export type TaskTagsInput = v.InferOutput<typeof taskTagsSchema>;
