import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { isSlackWebhookUrl, maskSlackWebhookUrl } from '../../../../src/domain/teams/slack-webhook';
import { meetingBookedMessage } from '../../../../src/domain/teams/slack-messages';
import { teamCreateSchema, teamPatchSchema } from '../../../../src/domain/teams/team-schema';

const good = 'https://hooks.slack.com/services/T0000DEMO/B0000DEMO/abcdefghijklmnop1234';

describe('a team Slack webhook URL (issue 22)', () => {
  it('accepts an https://hooks.slack.com/ address with a path', () => {
    expect(isSlackWebhookUrl(good)).toBe(true);
    expect(isSlackWebhookUrl('https://hooks.slack.com/triggers/T1/123/abc')).toBe(true);
  });

  it('refuses any other scheme, host, port, credentials or a bare host', () => {
    for (const url of [
      'http://hooks.slack.com/services/T/B/x',
      'https://hooks.slack.com.evil.test/services/T/B/x',
      'https://evil.test/https://hooks.slack.com/services',
      'https://hooks.slack.com:8443/services/T/B/x',
      'https://user:pw@hooks.slack.com/services/T/B/x',
      'https://HOOKS.slack.com/services/T/B/x',
      'https://hooks.slack.com/',
      'https://hooks.slack.com',
      'hooks.slack.com/services/T/B/x',
      'https://slack.com/services/T/B/x',
      '',
    ]) {
      expect(isSlackWebhookUrl(url), url).toBe(false);
    }
  });

  it('refuses addresses that would be read as another one (spaces, backslashes, dot segments)', () => {
    expect(isSlackWebhookUrl('https://hooks.slack.com/services/T/B/x y')).toBe(false);
    expect(isSlackWebhookUrl('https://hooks.slack.com/services/../../x')).toBe(false);
    expect(isSlackWebhookUrl('https://hooks.slack.com\\@evil.test/x')).toBe(false);
  });

  it('is the rule of the team forms and bodies: a wrong address names slackWebhookUrl', () => {
    const bad = v.safeParse(teamCreateSchema, { name: 'Falcon', slackWebhookUrl: 'https://example.com/hook' });
    expect(bad.success).toBe(false);
    expect(Object.keys(v.flatten<typeof teamCreateSchema>(bad.issues!).nested ?? {})).toEqual(['slackWebhookUrl']);
    expect(v.parse(teamCreateSchema, { name: ' Falcon ', slackWebhookUrl: good })).toEqual({ name: 'Falcon', department: null, teamLead: null, slackWebhookUrl: good });
    expect(v.parse(teamPatchSchema, { slackWebhookUrl: null })).toEqual({ slackWebhookUrl: null });
    expect(v.safeParse(teamPatchSchema, { archived: true }).success).toBe(false);
  });

  it('masks the secret part for those who may not edit the team', () => {
    expect(maskSlackWebhookUrl(good)).toBe('https://hooks.slack.com/services…1234');
    expect(maskSlackWebhookUrl(good)).not.toContain('B0000DEMO');
  });
});

describe('the booking message', () => {
  it('names the client, the prospect and company, the meeting label and the rep', () => {
    expect(
      meetingBookedMessage({ clientName: 'Acme', prospectName: 'Ann Lee', prospectCompany: 'Lee Co', summary: 'March 3, 2027 | 10:00am Eastern | 30 min.', repName: 'Sam Rivera' }),
    ).toBe('New meeting for Acme: Ann Lee (Lee Co), March 3, 2027 | 10:00am Eastern | 30 min., booked by Sam Rivera');
    expect(meetingBookedMessage({ clientName: 'Acme', prospectName: 'Ann Lee', prospectCompany: null, summary: 'S', repName: null })).toBe('New meeting for Acme: Ann Lee, S');
  });
});
