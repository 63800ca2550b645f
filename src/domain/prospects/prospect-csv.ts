import type { CsvValue } from '../format/csv';
import type { ProspectRow } from './prospect-types';

// The columns of a prospect export and of a daily export (the same file shape).
export const prospectCsvHeaders = [
  'Email',
  'First name',
  'Last name',
  'Title',
  'Company',
  'Industry',
  'State',
  'Work phone',
  'Personal phone',
  'ZoomInfo contact id',
  'ZoomInfo company id',
  'SIC code',
  'NAICS code',
  'Email to',
  'Archived',
  'Updated at (UTC)',
] as const;

export function prospectCsvCells(p: ProspectRow): CsvValue[] {
  return [
    p.email,
    p.firstName,
    p.lastName,
    p.title,
    p.company?.name,
    p.industry,
    p.state,
    p.phoneWork,
    p.phonePersonal,
    p.zoominfoContactId,
    p.company?.zoominfoCompanyId,
    p.company?.sicCode,
    p.company?.naicsCode,
    p.emailTo,
    p.archived ? 'yes' : 'no',
    p.updatedAt,
  ];
}

/** `prospects-2026-11-24.csv`: the day of the download in the name, so downloads do not overwrite each other. */
export const exportFileName = (now: Date) => `prospects-${now.toISOString().slice(0, 10)}.csv`;

/** `acme-corp-prospects-2026-11-24.csv` */
export function dailyExportFileName(clientName: string, day: string): string {
  const slug = clientName.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'client';
  return `${slug}-prospects-${day}.csv`;
}
