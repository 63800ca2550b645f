import { describe, expect, it } from 'vitest';
import { findMailbox, mailboxOptions, timezoneOptions } from '../../../../src/domain/meetings/booking-options';

const groups = {
  'Acme Corp Calendar~connected': [{ id: 1, email: 'calendar@acme.example', status: 'connected' as const }],
  'Acme Corp Meetings~disconnected': [{ id: 2, email: 'meetings@acme.example', status: 'disconnected' as const }],
  'Empty~connected': [],
};

describe('mailbox options (header~status groups)', () => {
  it('shows each group with its status, marks disconnected mailboxes, and drops empty groups', () => {
    expect(mailboxOptions(groups)).toEqual([
      { group: 'Acme Corp Calendar (connected)', items: [{ value: 1, label: 'calendar@acme.example' }] },
      { group: 'Acme Corp Meetings (disconnected)', items: [{ value: 2, label: 'meetings@acme.example (disconnected)' }] },
    ]);
    expect(mailboxOptions(undefined)).toEqual([]);
  });

  it('finds a mailbox in any group', () => {
    expect(findMailbox(groups, 2)?.status).toBe('disconnected');
    expect(findMailbox(groups, 3)).toBeNull();
    expect(findMailbox(groups, null)).toBeNull();
  });
});

describe('time zone options', () => {
  it("offers spec 9's ten zones by IANA name", () => {
    expect(timezoneOptions).toHaveLength(10);
    expect(timezoneOptions[0]).toEqual({ value: 'America/New_York', label: 'Eastern (EST)' });
    expect(timezoneOptions.at(-1)).toEqual({ value: 'UTC', label: 'UTC' });
  });
});
