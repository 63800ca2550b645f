import { describe, expect, it } from 'vitest';
import { joinProspectName, splitProspectName } from '../../../../src/domain/meetings/prospect-name';

describe('prospect name split (spec 5)', () => {
  it('takes the first word as the first name and the rest as the last name', () => {
    expect(splitProspectName('Jane Doe')).toEqual({ firstName: 'Jane', lastName: 'Doe' });
    expect(splitProspectName('Mary Ann van der Berg')).toEqual({ firstName: 'Mary', lastName: 'Ann van der Berg' });
  });

  it('ignores extra spaces', () => {
    expect(splitProspectName('  Jane   Mary    Doe ')).toEqual({ firstName: 'Jane', lastName: 'Mary Doe' });
  });

  it('gives an empty last name for a single word, and empty parts for nothing', () => {
    expect(splitProspectName('Cher')).toEqual({ firstName: 'Cher', lastName: '' });
    expect(splitProspectName('   ')).toEqual({ firstName: '', lastName: '' });
    expect(splitProspectName(null)).toEqual({ firstName: '', lastName: '' });
  });

  it('joins first and last name back into the full name', () => {
    expect(joinProspectName(' Jane ', 'Mary  Doe')).toBe('Jane Mary Doe');
    expect(joinProspectName('Cher', '')).toBe('Cher');
  });
});
