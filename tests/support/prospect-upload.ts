/** What an upload sends; the defaults make a good one. */
export type UploadInput = {
  csv: string | Uint8Array<ArrayBuffer>;
  name?: string;
  type?: string;
  client: number | string;
  mapping?: unknown;
  duplicates?: string;
};

export const defaultMapping = { email: 'Email', firstName: 'First Name', lastName: 'Last Name', company: 'Company', title: 'Title' };

/** The multipart form of POST /api/prospect/uploads. */
export function uploadForm(input: UploadInput): FormData {
  const form = new FormData();
  form.set('file', new File([input.csv], input.name ?? 'prospects.csv', { type: input.type ?? 'text/csv' }));
  form.set('client', String(input.client));
  form.set('mapping', typeof input.mapping === 'string' ? input.mapping : JSON.stringify(input.mapping ?? defaultMapping));
  if (input.duplicates !== undefined) form.set('duplicates', input.duplicates);
  return form;
}

/** A CSV with the default mapping's headers, one line per row. */
export function csvOf(rows: (readonly string[])[], headers: readonly string[] = ['Email', 'First Name', 'Last Name', 'Company', 'Title']): string {
  const cell = (c: string) => (/[",\r\n]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c);
  return [headers, ...rows].map((r) => r.map(cell).join(',')).join('\r\n') + '\r\n';
}
