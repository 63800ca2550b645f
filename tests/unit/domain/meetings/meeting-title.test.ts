import { describe, expect, it } from 'vitest';
import { defaultMeetingTitle } from '../../../../src/domain/meetings/meeting-title';

describe('default meeting title (spec 5)', () => {
  it("is 'Call to Discuss: ' and the inbox's title prefix", () => {
    expect(defaultMeetingTitle('Acme Corp', 'Globex')).toBe('Call to Discuss: Acme Corp');
  });

  it('falls back to the company name when the inbox has no prefix', () => {
    expect(defaultMeetingTitle(null, 'Globex')).toBe('Call to Discuss: Globex');
    expect(defaultMeetingTitle('   ', ' Globex ')).toBe('Call to Discuss: Globex');
    expect(defaultMeetingTitle(undefined, undefined)).toBe('Call to Discuss: ');
  });
});
