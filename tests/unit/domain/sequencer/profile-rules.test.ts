// @vitest-environment node
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { defaultProfileName } from '../../../../src/domain/sequencer/default-profile-name';
import { createProfileSchema, patchProfileSchema, sequencerSettingsSchema } from '../../../../src/domain/sequencer/profile-body-schema';
import { describeChanges } from '../../../../src/domain/sequencer/profile-changes';
import { normalizeDomain } from '../../../../src/domain/sequencer/profile-criteria';
import { estimateCountText, estimateStanding, profileProspectRange } from '../../../../src/domain/sequencer/profile-size';
import { statusOnCreate } from '../../../../src/domain/sequencer/profile-statuses';
import { syncEnabled, syncPollMs } from '../../../../src/domain/sequencer/sequence-sync';
import { swimlaneProblems } from '../../../../src/domain/sequencer/swimlane-settings';

describe('spec 3: the default profile name', () => {
  it('is the client name, " Profile" and the date stamp MMDDYY', () => {
    expect(defaultProfileName('Acme Corp', new Date(2026, 10, 24))).toBe('Acme Corp Profile112426');
    expect(defaultProfileName('Globex', new Date(2031, 0, 5))).toBe('Globex Profile010531');
  });
});

describe('spec 9: prospects per outreach pair', () => {
  it('range from 400 times to 1200 times the outreach pairs', () => {
    expect(profileProspectRange(1)).toEqual({ min: 400, max: 1200 });
    expect(profileProspectRange(3)).toEqual({ min: 1200, max: 3600 });
    expect(profileProspectRange(0)).toEqual({ min: 0, max: 0 });
  });

  it('place an estimate below, within or above the range', () => {
    expect(estimateStanding(399, 1)).toBe('below');
    expect(estimateStanding(400, 1)).toBe('within');
    expect(estimateStanding(1200, 1)).toBe('within');
    expect(estimateStanding(1201, 1)).toBe('above');
    expect(estimateStanding(2400, 2)).toBe('within');
    expect(estimateStanding(10, 0)).toBe('no-pairs');
  });
});

describe('spec 4: the sync button', () => {
  it('is enabled when the selected mailbox is connected, or when no single mailbox is selected', () => {
    expect(syncEnabled(null)).toBe(true);
    expect(syncEnabled({ status: 'connected' })).toBe(true);
    expect(syncEnabled({ status: 'disconnected' })).toBe(false);
    expect(syncEnabled({ status: undefined })).toBe(false);
  });

  it('polls every 5 seconds (spec 9)', () => {
    expect(syncPollMs).toBe(5_000);
  });
});

describe('spec 4: statuses on create', () => {
  it('default to Active, and a clone is Draft whatever was asked', () => {
    expect(statusOnCreate(undefined, false)).toBe('Active');
    expect(statusOnCreate('Paused', false)).toBe('Paused');
    expect(statusOnCreate('Active', true)).toBe('Draft');
  });
});

describe('the profile bodies', () => {
  it('take a client, outreach pairs, name, status, cloned and targeting fields', () => {
    const body = v.parse(createProfileSchema, {
      client: 3,
      name: ' Acme Profile ',
      cloned: true,
      outreachDetails: [{ outreachSequence: 4, mailbox: 9 }],
      keywords: ['  VP  of Sales'],
      states: ['ny'],
      individualDomains: ['https://WWW.Acme.com/about'],
      managementLevels: [2, 2, 3],
    });
    expect(body).toMatchObject({ name: 'Acme Profile', keywords: ['VP of Sales'], states: ['NY'], individualDomains: ['www.acme.com'], managementLevels: [2, 3] });
  });

  it('refuse unknown keys, duplicate pairs, bad domains, states and commas in keywords, and client or cloned in a PATCH', () => {
    const bad = (s: v.GenericSchema, x: unknown) => expect(v.safeParse(s, x).success, JSON.stringify(x)).toBe(false);
    bad(createProfileSchema, { client: 1, name: 'A', colour: 'red' });
    bad(createProfileSchema, { client: 1, name: '   ' });
    bad(createProfileSchema, { client: 1, name: 'A', outreachDetails: [{ outreachSequence: 1, mailbox: 2 }, { outreachSequence: 1, mailbox: 2 }] });
    bad(createProfileSchema, { client: 1, name: 'A', individualDomains: ['not a domain'] });
    bad(createProfileSchema, { client: 1, name: 'A', states: ['New York'] });
    bad(createProfileSchema, { client: 1, name: 'A', keywords: ['VP, Sales'] });
    bad(createProfileSchema, { client: 1, name: 'A', status: 'Sleeping' });
    bad(patchProfileSchema, { client: 2 });
    bad(patchProfileSchema, { cloned: true });
    expect(v.parse(patchProfileSchema, { removeMismatchedLeads: true })).toEqual({ removeMismatchedLeads: true });
  });

  it('normalize a pasted address into a domain', () => {
    expect(normalizeDomain(' HTTPS://Sub.Example.COM/path?q=1 ')).toBe('sub.example.com');
  });
});

describe('swimlane settings', () => {
  it('need monthly prospects and a day (1 to 28) when swimlanes are on', () => {
    expect(swimlaneProblems({ swimlanesEnabled: false, monthlyProspects: null, dayToAdd: null })).toEqual({});
    expect(Object.keys(swimlaneProblems({ swimlanesEnabled: true, monthlyProspects: 0, dayToAdd: null })).sort()).toEqual(['dayToAdd', 'monthlyProspects']);
    expect(swimlaneProblems({ swimlanesEnabled: true, monthlyProspects: 500, dayToAdd: 1 })).toEqual({});
    expect(v.safeParse(sequencerSettingsSchema, { dayToAdd: 29 }).success).toBe(false);
    expect(v.safeParse(sequencerSettingsSchema, { monthlyProspects: -1 }).success).toBe(false);
  });
});

describe('log entries', () => {
  it('say what changed, field by field, before and after', () => {
    const changes = describeChanges(
      { name: 'Old', status: 'Active', keywords: null, states: 'NY, NJ' },
      { name: 'New', status: 'Active', keywords: 'VP', states: 'NY, NJ' },
    );
    expect(changes).toEqual([
      { field: 'name', label: 'Name', before: 'Old', after: 'New' },
      { field: 'keywords', label: 'Keywords', before: null, after: 'VP' },
    ]);
  });
});

describe('spec 9: log dates', () => {
  it('read LL with "by user"', async () => {
    const { createdBy, formatLL } = await import('../../../../src/domain/sequencer/log-date');
    expect(formatLL('2026-11-24T15:00:00Z', 'America/New_York')).toBe('November 24, 2026');
    expect(formatLL('2026-01-01T03:00:00Z', 'America/Los_Angeles')).toBe('December 31, 2025');
    expect(createdBy('2026-11-24T15:00:00Z', { name: 'Stefan Brandt' }, 'UTC')).toBe('November 24, 2026 by Stefan Brandt');
    expect(createdBy('2026-11-24T15:00:00Z', null, 'UTC')).toBe('November 24, 2026 by a former user');
  });
});

describe('the estimate as the page says it', () => {
  it('gives the count with thousands separators, or "More than" its cap when counting stopped there', () => {
    expect(estimateCountText(1234, false)).toBe('1,234');
    expect(estimateCountText(50_000, true)).toBe('More than 50,000');
    // A capped count stands above any range up to the cap.
    expect(estimateStanding(50_000, 10)).toBe('above');
  });
});
