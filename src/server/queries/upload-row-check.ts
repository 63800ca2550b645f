import type { ProspectField } from '../../domain/prospects/column-mapping';
import { emailDomain, isValidEmail } from '../../domain/email/email-pattern';
import { splitProspectName } from '../../domain/meetings/prospect-name';
import type { SkipReason } from '../../domain/prospects/upload-rules';
import type { UploadRow } from './prospect-upload-rows';

const maxLength: Partial<Record<ProspectField, number>> = { email: 254, emailTo: 254 };
const defaultMax = 200;

/**
 * One CSV row checked on its own (issue 21): an email matching spec 5's
 * pattern, values of sensible length, a domain not on the client's
 * do-not-email list. What needs the database (opt-outs, duplicates) comes
 * after, a batch at a time.
 */
export function checkRow(
  cells: readonly string[],
  columns: Partial<Record<ProspectField, number>>,
  dne: ReadonlySet<string>,
  line: number,
): UploadRow | { reason: SkipReason } {
  const values: Partial<Record<ProspectField, string>> = {};
  for (const [field, at] of Object.entries(columns) as [ProspectField, number][]) {
    const value = cells[at]?.trim();
    if (!value) continue;
    if (value.length > (maxLength[field] ?? defaultMax) || value.includes('\0')) return { reason: 'too_long' };
    values[field] = value;
  }
  const email = values.email?.toLowerCase();
  if (!email) return { reason: 'missing_email' };
  if (!isValidEmail(email)) return { reason: 'invalid_email' };
  const domain = emailDomain(email);
  if (dne.has(domain)) return { reason: 'dne_domain' };
  // Spec 5: without first and last name columns, they are split from the full name on spaces.
  const split = values.fullName ? splitProspectName(values.fullName) : null;
  return {
    line,
    cells,
    email,
    domain,
    firstName: values.firstName ?? (split?.firstName || undefined),
    lastName: values.lastName ?? (split?.lastName || undefined),
    title: values.title,
    company: values.company,
    companyDomain: values.companyDomain?.toLowerCase(),
    industry: values.industry,
    state: values.state,
    phoneWork: values.phoneWork,
    phonePersonal: values.phonePersonal,
    zoominfoContactId: values.zoominfoContactId,
    zoominfoCompanyId: values.zoominfoCompanyId,
    sicCode: values.sicCode,
    naicsCode: values.naicsCode,
    emailTo: values.emailTo?.toLowerCase(),
  };
}
