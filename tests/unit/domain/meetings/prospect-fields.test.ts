import { describe, expect, it } from 'vitest';
import type { MeetingProspect } from '../../../../src/domain/meetings/booking-lookups';
import { clearedProspectFields, prospectFields } from '../../../../src/domain/meetings/prospect-fields';

const base: MeetingProspect = {
  id: 8,
  email: 'al@hooli.example',
  title: null,
  firstName: 'Al',
  lastName: 'Van Der Berg',
  name: '  Al   Van Der Berg ',
  phonePersonal: '+1 555 111 2222',
  phoneWork: '+1 555 333 4444',
  state: 'CA',
  company: { id: 2, name: 'Hooli' },
  industry: 'Software',
};

describe('a stored prospect as form fields', () => {
  it('splits the stored full name on spaces and prefers the work phone', () => {
    expect(prospectFields(base)).toEqual({
      prospectId: 8,
      prospectFirstName: 'Al',
      prospectLastName: 'Van Der Berg',
      prospectName: 'Al   Van Der Berg',
      prospectCompany: 'Hooli',
      prospectIndustry: 'Software',
      noIndustry: false,
      prospectPhone: '+1 555 333 4444',
      prospectTitle: '',
      prospectState: 'CA',
    });
  });

  it('uses the personal phone without a work one, and ticks No industry without an industry', () => {
    const fields = prospectFields({ ...base, phoneWork: null, industry: null, company: null, state: null });
    expect(fields).toMatchObject({ prospectPhone: '+1 555 111 2222', noIndustry: true, prospectIndustry: null, prospectCompany: '', prospectState: '' });
  });

  it('clears to a new prospect', () => {
    expect(clearedProspectFields()).toMatchObject({ prospectId: null, prospectFirstName: '', prospectLastName: '', noIndustry: false, prospectIndustry: null });
  });
});
