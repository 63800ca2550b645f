// @vitest-environment node
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { optOutSchema, partitionEmails, splitEmailList } from '../../../../src/domain/opt-out/opt-out-list';

describe('splitting a pasted opt-out list', () => {
  it('splits on lines, commas, semicolons and spaces', () => {
    expect(splitEmailList('a@x.co\nb@x.co, c@x.co;d@x.co e@x.co\r\nf@x.co\t g@x.co')).toEqual([
      'a@x.co', 'b@x.co', 'c@x.co', 'd@x.co', 'e@x.co', 'f@x.co', 'g@x.co',
    ]);
  });

  it('lower-cases, drops empty entries and repeats, and keeps the first order', () => {
    expect(splitEmailList('\n\n B@x.co ,, a@x.co\nb@X.CO\n,')).toEqual(['b@x.co', 'a@x.co']);
    expect(splitEmailList('   \n , ')).toEqual([]);
  });

  it('partitions into valid and invalid addresses, keeping each order', () => {
    expect(partitionEmails(['a@x.co', 'nope', 'b@x.abcdefghijk', 'c@x.io'])).toEqual({
      valid: ['a@x.co', 'c@x.io'],
      invalid: ['nope', 'b@x.abcdefghijk'],
    });
    expect(partitionEmails([])).toEqual({ valid: [], invalid: [] });
  });
});

describe('the opt-out request schema', () => {
  it('trims and lower-cases every address', () => {
    expect(v.parse(optOutSchema, { emails: [' Ann@Acme.Example '] })).toEqual({ emails: ['ann@acme.example'] });
  });

  it('refuses an empty list, an invalid address and a non-list', () => {
    expect(v.safeParse(optOutSchema, { emails: [] }).success).toBe(false);
    const invalid = v.safeParse(optOutSchema, { emails: ['ok@acme.example', 'bad@acme'] });
    expect(invalid.success).toBe(false);
    expect(invalid.issues?.[0].message).toMatch(/bad@acme/);
    expect(v.safeParse(optOutSchema, { emails: 'ok@acme.example' }).success).toBe(false);
  });
});
