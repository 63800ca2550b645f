// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { clientIdToFetch, parseClientId } from '../../../../src/domain/clients/client-id-param';
import { clientStatusColor } from '../../../../src/domain/clients/client-status';
import { prospectRange } from '../../../../src/domain/clients/prospect-range';
import { formatSendDate } from '../../../../src/domain/clients/send-date';

describe('client status colours (spec 4)', () => {
  it('are active green, onboarding grey, paused yellow, anything else red', () => {
    expect(clientStatusColor('active')).toBe('green');
    expect(clientStatusColor('onboarding')).toBe('gray');
    expect(clientStatusColor('paused')).toBe('yellow');
    expect(clientStatusColor('churned')).toBe('red');
    expect(clientStatusColor('')).toBe('red');
  });
});

describe('the prospect range (spec 9)', () => {
  it('runs from 400 to 1200 times the outreach pairs', () => {
    expect(prospectRange(3)).toEqual({ min: 1200, max: 3600 });
    expect(prospectRange(1)).toEqual({ min: 400, max: 1200 });
    expect(prospectRange(0)).toEqual({ min: 0, max: 0 });
  });
});

describe('the send date (spec 9)', () => {
  it('shows as MM/DD/YYYY', () => {
    expect(formatSendDate('2026-03-05')).toBe('03/05/2026');
    expect(formatSendDate('2026-12-31T00:00:00.000Z')).toBe('12/31/2026');
    expect(formatSendDate(null)).toBe('');
  });
});

describe('the client fetch rule (spec 5)', () => {
  it('takes the numeric id of the last path segment', () => {
    expect(parseClientId('42')).toBe(42);
    expect(parseClientId('abc')).toBeNull();
    expect(parseClientId('4x')).toBeNull();
    expect(parseClientId('0')).toBeNull();
    expect(parseClientId('-3')).toBeNull();
  });

  it('fetches only when the id is a number and differs from the one loaded', () => {
    expect(clientIdToFetch('42', null)).toBe(42);
    expect(clientIdToFetch('42', 7)).toBe(42);
    expect(clientIdToFetch('42', 42)).toBeNull();
    expect(clientIdToFetch('new', 7)).toBeNull();
  });
});
