// Merge fields of templates: `{{first_name}}` is filled per prospect when
// Outreach sends. Listed here once: the editor offers them, the server
// refuses any other (422 naming it), the preview fills them.

import { escapeHtml } from '../html/escape-html';

export type MergeField = { name: string; label: string };

export const mergeFields: readonly MergeField[] = [
  { name: 'first_name', label: 'First name' },
  { name: 'last_name', label: 'Last name' },
  { name: 'company', label: 'Company' },
  { name: 'title', label: 'Job title' },
  { name: 'industry', label: 'Industry' },
  { name: 'state', label: 'State' },
  { name: 'sender_name', label: 'Sender name' },
  { name: 'sender_company', label: 'Sender company' },
];

export const mergeFieldNames: readonly string[] = mergeFields.map((f) => f.name);

/** The text a field is written as in a template. */
export const mergeTag = (name: string) => `{{${name}}}`;

const tagPattern = /\{\{\s*([^{}]*?)\s*\}\}/g;

/** The merge fields a text uses, in order of first use. */
export function usedMergeFields(text: string): string[] {
  return [...new Set([...text.matchAll(tagPattern)].map((m) => m[1]))];
}

/** The fields a text uses that are not merge fields. */
export function unknownMergeFields(text: string): string[] {
  return usedMergeFields(text).filter((name) => !mergeFieldNames.includes(name));
}

/** The refusal for a text with unknown fields, or null. */
export function mergeFieldError(text: string): string | null {
  const unknown = unknownMergeFields(text);
  if (!unknown.length) return null;
  const names = unknown.map((n) => mergeTag(n || ' ')).join(', ');
  return `Unknown merge field${unknown.length > 1 ? 's' : ''} ${names}. Use one of ${mergeFieldNames.map(mergeTag).join(', ')}.`;
}

export type SampleProspect = Record<string, string>;

/** The preview's prospect when the client has none of its own to show. */
export const defaultSampleProspect: SampleProspect = {
  first_name: 'Jordan',
  last_name: 'Lee',
  company: 'Northwind Traders',
  title: 'VP of Sales',
  industry: 'Wholesale',
  state: 'NY',
  sender_name: 'Sam Rivera',
  sender_company: 'Demo Agency',
};

/** The text with each field replaced by the prospect's value (escaped for HTML when `html`). */
export function fillMergeFields(text: string, prospect: SampleProspect, { html = false } = {}): string {
  return text.replace(tagPattern, (whole, name: string) => {
    const value = prospect[name] ?? defaultSampleProspect[name];
    if (value === undefined) return whole;
    return html ? escapeHtml(value) : value;
  });
}
