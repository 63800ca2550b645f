// The short messages posted to a team's Slack channel (issue 22).

export const slackTestMessage = (teamName: string, by: string) =>
  `Test message from SDR Ops for ${teamName}, sent by ${by}. Bookings for this team's clients will be posted here.`;

export type BookedMeetingMessage = {
  clientName: string;
  prospectName: string;
  prospectCompany: string | null;
  /** 'Month D, YYYY | time zone | N min.' (spec 9). */
  summary: string;
  repName: string | null;
};

export function meetingBookedMessage(m: BookedMeetingMessage): string {
  const who = m.prospectCompany ? `${m.prospectName} (${m.prospectCompany})` : m.prospectName;
  const rep = m.repName ? `, booked by ${m.repName}` : '';
  return `New meeting for ${m.clientName}: ${who}, ${m.summary}${rep}`;
}
