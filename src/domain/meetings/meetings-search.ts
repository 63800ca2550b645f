import * as v from 'valibot';
import type { MeetingFilter } from '../meetings/meeting-filters';
import { isoDatePattern } from '../time/iso-date-pattern';

const id = v.pipe(v.union([v.number(), v.pipe(v.string(), v.regex(/^\d+$/), v.transform(Number))]), v.integer(), v.minValue(1));
const day = v.pipe(v.string(), v.regex(isoDatePattern));
const flag = v.union([v.boolean(), v.pipe(v.picklist(['1', 'true']), v.transform(() => true))]);
const opt = <T extends v.GenericSchema>(schema: T) => v.fallback(v.optional(schema), undefined);

/** What the meetings screens keep in the address, so a reload shows the same view. */
export const meetingsViewSearch = {
  /** Pipeline (the default, spec 2) or Calendar. */
  view: opt(v.picklist(['pipeline', 'calendar'])),
  rep: opt(id),
  from: opt(day),
  to: opt(day),
  deleted: opt(flag),
  cal: opt(v.picklist(['month', 'week'])),
  date: opt(day),
  zone: opt(v.string()),
};

export const meetingsSearchSchema = v.object({ client: opt(id), ...meetingsViewSearch });

export type MeetingsSearch = v.InferOutput<typeof meetingsSearchSchema>;

/** The meetings a view of this address shows; a client's overview passes its client. */
export function meetingFilterOf(search: Pick<MeetingsSearch, 'client' | 'rep' | 'from' | 'to' | 'deleted'>, clientId?: number): MeetingFilter {
  return { clientId: clientId ?? search.client, sdrId: search.rep, from: search.from, to: search.to, showDeleted: !!search.deleted };
}
