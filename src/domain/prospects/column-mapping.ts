import * as v from 'valibot';

// An uploaded CSV's columns mapped to prospect fields (issue 21): guessed
// from the headers, edited by the uploader, checked by the server.

export const prospectFields = [
  'email',
  'firstName',
  'lastName',
  'fullName',
  'title',
  'company',
  'companyDomain',
  'industry',
  'state',
  'phoneWork',
  'phonePersonal',
  'zoominfoContactId',
  'zoominfoCompanyId',
  'sicCode',
  'naicsCode',
  'emailTo',
] as const;

export type ProspectField = (typeof prospectFields)[number];

export const prospectFieldLabels: Record<ProspectField, string> = {
  email: 'Email',
  firstName: 'First name',
  lastName: 'Last name',
  fullName: 'Full name (split on spaces)',
  title: 'Title',
  company: 'Company',
  companyDomain: 'Company domain',
  industry: 'Industry',
  state: 'State',
  phoneWork: 'Work phone',
  phonePersonal: 'Personal phone',
  zoominfoContactId: 'ZoomInfo contact id',
  zoominfoCompanyId: 'ZoomInfo company id',
  sicCode: 'SIC code',
  naicsCode: 'NAICS code',
  emailTo: 'Email to',
};

/** Prospect field → the CSV header it is read from. */
export type ColumnMapping = Partial<Record<ProspectField, string>>;

// Headers as export tools spell them, compared without case, spaces or punctuation.
const exactNames: Record<ProspectField, string[]> = {
  email: ['email', 'emailaddress', 'e-mail', 'mail', 'workemail', 'businessemail', 'contactemail', 'prospectemail'],
  firstName: ['firstname', 'first', 'givenname', 'fname', 'forename'],
  lastName: ['lastname', 'last', 'surname', 'familyname', 'lname'],
  fullName: ['name', 'fullname', 'contactname', 'prospectname'],
  title: ['title', 'jobtitle', 'position', 'role'],
  company: ['company', 'companyname', 'organization', 'organisation', 'account', 'accountname', 'employer'],
  companyDomain: ['companydomain', 'domain', 'website', 'companywebsite', 'url'],
  industry: ['industry', 'primaryindustry', 'companyindustry', 'sector'],
  state: ['state', 'province', 'region', 'personstate', 'companystate'],
  phoneWork: ['phone', 'workphone', 'directphone', 'directphonenumber', 'officephone', 'businessphone', 'phonenumber'],
  phonePersonal: ['mobile', 'mobilephone', 'cell', 'cellphone', 'personalphone', 'homephone'],
  zoominfoContactId: ['zoominfocontactid', 'zoominfoid', 'contactid', 'personid', 'zoominfopersonid'],
  zoominfoCompanyId: ['zoominfocompanyid', 'companyid'],
  sicCode: ['siccode', 'sic', 'sic1', 'primarysic'],
  naicsCode: ['naicscode', 'naics', 'naics1', 'primarynaics'],
  emailTo: ['emailto', 'sendto', 'sendemailto', 'alternateemail'],
};

// A second look, for headers no exact name took: a word inside the header.
const partialNames: Partial<Record<ProspectField, string[]>> = {
  email: ['email'],
  firstName: ['firstname'],
  lastName: ['lastname'],
  title: ['title'],
  company: ['company'],
  phoneWork: ['phone'],
  phonePersonal: ['mobile', 'cell'],
  industry: ['industry'],
  state: ['state'],
  sicCode: ['sic'],
  naicsCode: ['naics'],
};

export const normalizeHeader = (header: string) => header.toLowerCase().replace(/[^a-z0-9]/g, '');

/**
 * Guesses which column holds which field: first by the usual names of a
 * column, then by a word inside its header. Each column feeds one field.
 */
export function guessColumnMapping(headers: readonly string[]): ColumnMapping {
  const mapping: ColumnMapping = {};
  const used = new Set<string>();
  const take = (field: ProspectField, matches: (normalized: string) => boolean) => {
    if (mapping[field]) return;
    const header = headers.find((h) => !used.has(h) && h.trim() !== '' && matches(normalizeHeader(h)));
    if (header === undefined) return;
    mapping[field] = header;
    used.add(header);
  };
  for (const field of prospectFields) take(field, (n) => exactNames[field].includes(n));
  for (const field of prospectFields) {
    const words = partialNames[field];
    if (words) take(field, (n) => words.some((w) => n.includes(w)));
  }
  // A full name is only needed when first and last names have no column.
  if (mapping.fullName && mapping.firstName && mapping.lastName) delete mapping.fullName;
  return mapping;
}

/** What is wrong with a mapping for these headers, or null. */
export function mappingProblem(mapping: ColumnMapping, headers: readonly string[]): string | null {
  if (!mapping.email) return 'Choose the column that holds the email address.';
  const missing = Object.values(mapping).find((h) => h !== undefined && !headers.includes(h));
  if (missing !== undefined) return `The column "${missing}" is not in the file.`;
  const taken = Object.values(mapping).filter((h): h is string => h !== undefined);
  if (new Set(taken).size !== taken.length) return 'A column can feed one field only.';
  return null;
}

/** The mapping as sent with an upload (JSON of field → header). */
export const columnMappingSchema = v.pipe(
  v.record(v.picklist(prospectFields, 'Unknown prospect field.'), v.pipe(v.string(), v.maxLength(200, 'A header is at most 200 characters.'))),
  v.check((m) => typeof m.email === 'string' && m.email.trim() !== '', 'Map a column to the email: every prospect needs one.'),
);
