import { describe, expect, it } from 'vitest';
import { pullPageJson, RawJson, spreadJson } from '../../../src/server/sync/raw-json';

// Issue 24: a pull passes the database's JSON text through; what a device
// parses must be what the spread objects stringified before gave it.
describe('spreadJson', () => {
  const asSpread = (first: Record<string, unknown>, object: Record<string, unknown>, last: Record<string, unknown>) => ({ ...first, ...object, ...last });

  it('reads as { ...first, ...object, ...last }, keys in the same order', () => {
    const object = { inboxes: { 'Acme~connected': [{ id: 1, status: 'connected' }] }, meetingTypes: [], note: 'a "quoted" \\ text' };
    // PostgreSQL writes jsonb with a space after each colon and comma.
    const text = JSON.stringify(object, null, 1);
    const raw = spreadJson({ id: 7 }, text, { checkedAt: '2026-11-29T03:00:00.000Z' });
    expect(Object.keys(JSON.parse(raw.text))).toEqual(['id', 'inboxes', 'meetingTypes', 'note', 'checkedAt']);
    expect(JSON.parse(raw.text)).toEqual(asSpread({ id: 7 }, object, { checkedAt: '2026-11-29T03:00:00.000Z' }));
  });

  it('lets a key written twice read as its last value, as a spread does', () => {
    const raw = spreadJson({ id: 7, a: 1 }, '{"id": 9, "b": 2, "checkedAt": "old"}', { checkedAt: 'new' });
    expect(JSON.parse(raw.text)).toEqual(asSpread({ id: 7, a: 1 }, { id: 9, b: 2, checkedAt: 'old' }, { checkedAt: 'new' }));
  });

  it('takes an empty object', () => {
    expect(JSON.parse(spreadJson({ id: 1 }, ' {} ', { checkedAt: 'x' }).text)).toEqual({ id: 1, checkedAt: 'x' });
    expect(JSON.parse(spreadJson({}, '{}', {}).text)).toEqual({});
  });

  it('stringifies as its value anywhere else', () => {
    expect(JSON.stringify({ data: new RawJson('{"a": [1, 2]}') })).toBe('{"data":{"a":[1,2]}}');
  });
});

describe('pullPageJson', () => {
  it('is the page as JSON, raw data passed through and other data stringified', () => {
    const page = {
      cursor: 42,
      changes: [
        { collection: 'bookingLookups', id: '3', op: 'put' as const, data: spreadJson({ id: 3 }, '{"meetingTypes": []}', { checkedAt: 'c' }) },
        { collection: 'meetings', id: '5', op: 'put' as const, data: { id: 5, status: 'Proposals', notes: 'line\nbreak "quoted"' } },
        { collection: 'tasks', id: '6', op: 'del' as const },
      ],
      more: true,
      remaining: 12,
    };
    const text = pullPageJson(page);
    expect(JSON.parse(text)).toEqual(JSON.parse(JSON.stringify(page)));
    expect(Object.keys(JSON.parse(text))).toEqual(['cursor', 'changes', 'more', 'remaining']);
    expect(JSON.parse(pullPageJson({ cursor: 0, changes: [], more: false }))).toEqual({ cursor: 0, changes: [], more: false });
  });
});
