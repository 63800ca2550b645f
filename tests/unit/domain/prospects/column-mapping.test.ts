// @vitest-environment node
import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { columnMappingSchema, guessColumnMapping, mappingProblem } from '../../../../src/domain/prospects/column-mapping';

describe('the column mapping guessed from the headers', () => {
  it('reads the usual names, whatever their case, spacing and punctuation', () => {
    expect(guessColumnMapping(['E-mail Address', 'First Name', 'LAST_NAME', 'Job Title', 'Company Name', 'Mobile Phone', 'Direct Phone Number', 'SIC Code', 'NAICS', 'ZoomInfo Contact ID', 'ZoomInfo Company ID', 'Email To', 'State'])).toEqual({
      email: 'E-mail Address',
      firstName: 'First Name',
      lastName: 'LAST_NAME',
      title: 'Job Title',
      company: 'Company Name',
      phonePersonal: 'Mobile Phone',
      phoneWork: 'Direct Phone Number',
      sicCode: 'SIC Code',
      naicsCode: 'NAICS',
      zoominfoContactId: 'ZoomInfo Contact ID',
      zoominfoCompanyId: 'ZoomInfo Company ID',
      emailTo: 'Email To',
      state: 'State',
    });
  });

  it('falls back to a word inside a header, and feeds each column to one field only', () => {
    expect(guessColumnMapping(['Contact Email Address', 'Primary Email', 'Person Title'])).toEqual({ email: 'Contact Email Address', title: 'Person Title' });
  });

  it('uses a full name only when first and last names have no columns', () => {
    expect(guessColumnMapping(['Email', 'Name'])).toEqual({ email: 'Email', fullName: 'Name' });
    expect(guessColumnMapping(['Email', 'Name', 'First', 'Last'])).toEqual({ email: 'Email', firstName: 'First', lastName: 'Last' });
  });

  it('guesses nothing for headers it does not know, nor for blank ones', () => {
    expect(guessColumnMapping(['Foo', 'Bar', ''])).toEqual({});
  });

  it('says what is wrong with a mapping: no email, a column not in the file, a column used twice', () => {
    const headers = ['Email', 'Name'];
    expect(mappingProblem({ fullName: 'Name' }, headers)).toMatch(/email/);
    expect(mappingProblem({ email: 'Email', title: 'Title' }, headers)).toMatch(/"Title" is not in the file/);
    expect(mappingProblem({ email: 'Email', fullName: 'Email' }, headers)).toMatch(/one field only/);
    expect(mappingProblem({ email: 'Email', fullName: 'Name' }, headers)).toBeNull();
  });

  it('is checked as sent: known fields, the email required', () => {
    expect(v.safeParse(columnMappingSchema, { email: 'Email' }).success).toBe(true);
    expect(v.safeParse(columnMappingSchema, { firstName: 'First' }).success).toBe(false);
    expect(v.safeParse(columnMappingSchema, { email: 'Email', shoe: 'Size' }).success).toBe(false);
  });
});
