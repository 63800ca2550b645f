// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isMeetingTimezone, meetingTimezones, resolveTimezone, timezoneLabel } from '../../../../src/domain/time/timezones';

describe('the meeting time zones (spec 9)', () => {
  it('are the ten zones of the spec, in order', () => {
    expect(meetingTimezones.map((z) => `${z.name} (${z.abbreviation}, ${z.region})`)).toEqual([
      'Eastern (EST, New York)',
      'Central (CST, Chicago)',
      'Mountain (MDT, Denver)',
      'Mountain no DST (Arizona) (MST, Phoenix)',
      'Pacific (PDT, Los Angeles)',
      'Alaska (AKST, Anchorage)',
      'Hawaii (HDT, Adak)',
      'Hawaii no DST (HST, Honolulu)',
      'Israel (IST, Jerusalem)',
      'UTC (UTC, UTC)',
    ]);
    expect(isMeetingTimezone('America/Phoenix')).toBe(true);
    expect(isMeetingTimezone('Europe/Paris')).toBe(false);
  });

  it('resolve a zone by IANA id, name or abbreviation', () => {
    expect(resolveTimezone('America/Denver', 'UTC')).toBe('America/Denver');
    expect(resolveTimezone('Hawaii no DST', 'UTC')).toBe('Pacific/Honolulu');
    expect(resolveTimezone('IST', 'UTC')).toBe('Asia/Jerusalem');
  });

  it("fall back to the given (viewer's) zone for an unknown or missing name", () => {
    expect(resolveTimezone('Atlantis/Lost_City', 'Asia/Jerusalem')).toBe('Asia/Jerusalem');
    expect(resolveTimezone('Atlantis/Lost_City', 'America/Chicago')).toBe('America/Chicago');
    expect(resolveTimezone('', 'America/Chicago')).toBe('America/Chicago');
    expect(resolveTimezone(null, 'UTC')).toBe('UTC');
    expect(resolveTimezone(undefined, 'Pacific/Honolulu')).toBe('Pacific/Honolulu');
  });

  it('are labelled by name and abbreviation as spec 9 lists them', () => {
    expect(meetingTimezones.map((z) => timezoneLabel(z.iana))).toEqual([
      'Eastern (EST)',
      'Central (CST)',
      'Mountain (MDT)',
      'Mountain no DST (Arizona) (MST)',
      'Pacific (PDT)',
      'Alaska (AKST)',
      'Hawaii (HDT)',
      'Hawaii no DST (HST)',
      'Israel (IST)',
      'UTC',
    ]);
    expect(timezoneLabel('Europe/Paris')).toBe('Europe/Paris');
  });
});
