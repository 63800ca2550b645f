// Spec 5: the default meeting title.
export const meetingTitlePrefix = 'Call to Discuss: ';

/**
 * 'Call to Discuss: ' followed by the scheduling inbox's title prefix, or,
 * when the inbox has none, the company name (the prospect's company as typed
 * in the form).
 */
export function defaultMeetingTitle(titlePrefix: string | null | undefined, companyName: string | null | undefined): string {
  const subject = titlePrefix?.trim() || companyName?.trim() || '';
  return `${meetingTitlePrefix}${subject}`;
}
