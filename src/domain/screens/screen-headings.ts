/**
 * What the two busiest screens say at their top. The server writes it into
 * the page it sends for them, so it is painted with the frame, before any of
 * the app's code has run (server/http/static-app.ts); the screen then
 * renders the same words in the same place. On Lighthouse's phone the
 * heading was a first visit's largest paint, two to three seconds after the
 * frame (issue 16).
 */
export type ScreenHeading = { title: string; lead?: string };

export const meetingsHeading: ScreenHeading = { title: 'Meetings' };

export const tasksHeading: ScreenHeading = {
  title: 'Call tasks',
  lead: 'Everything here works offline; edits are sent when you are back online.',
};

const byPath = new Map<string, ScreenHeading>([
  ['/meetings', meetingsHeading],
  ['/tasks', tasksHeading],
]);

/** The heading of the screen at `path` (trailing slashes ignored), if it is one of them. */
export function screenHeadingFor(path: string): ScreenHeading | undefined {
  return byPath.get(path.replace(/\/+$/, ''));
}
