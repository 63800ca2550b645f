import { isDomain, normalizeDomain, type CriteriaField } from '../../../domain/sequencer/profile-criteria';
import { armorLimits } from '../../../domain/sequencer/sequence-armor';
import type { SequencerLookups } from '../hooks/use-sequencer-lookups';
import type { PickerGroup } from './picker-modal';

export type FieldSpec = {
  field: CriteriaField;
  label: string;
  /** Empty means this (spec 5: no state restriction is all states). */
  emptyText: string;
  hint?: string;
  allLabel?: string;
} & ({ kind: 'pick'; groups: PickerGroup[]; numeric: boolean } | { kind: 'text'; parse: (line: string) => { value: string } | { error: string } });

export type PanelSpec = { key: string; title: string; fields: FieldSpec[] };

const opts = <T,>(items: readonly T[], value: (x: T) => string | number, label: (x: T) => string) => items.map((x) => ({ value: String(value(x)), label: label(x) }));
const byPosition = <T extends { position: number }>(items: readonly T[]) => [...items].sort((a, b) => a.position - b.position);

const keyword = (line: string) =>
  line.includes(',') ? { error: `"${line}": a keyword cannot hold a comma; put each on its own line.` } : line.length > 100 ? { error: 'A keyword is at most 100 characters.' } : { value: line.replace(/\s+/g, ' ') };
const domain = (line: string) => {
  const value = normalizeDomain(line);
  return isDomain(value) ? { value } : { error: `"${line}" is not a domain: write it as example.com.` };
};

/** Spec 2: the criteria panels (companies, sizes, industries, positions, locations) and their fields. */
export function criteriaPanels(l: SequencerLookups): PanelSpec[] {
  const categories = new Map<string, { value: string; label: string }[]>();
  for (const i of [...l.industries].sort((a, b) => a.name.localeCompare(b.name))) {
    const key = i.category ?? 'Other';
    categories.set(key, [...(categories.get(key) ?? []), { value: String(i.id), label: i.name }]);
  }
  return [
    {
      key: 'companies',
      title: 'Companies',
      fields: [
        { field: 'exclusiveCompanyProfiles', label: 'Exclusive company profiles', emptyText: 'None', kind: 'pick', numeric: true, groups: [{ label: null, options: opts(l.exclusiveCompanyProfiles, (x) => x.id, (x) => x.name) }], hint: 'With an exclusive company profile the state limitation does not apply (spec 5).' },
        { field: 'individualDomains', label: 'Individual domains', emptyText: 'None', kind: 'text', parse: domain },
      ],
    },
    {
      key: 'sizes',
      title: 'Sizes',
      fields: [
        { field: 'companyRevenue', label: 'Revenue ranges', emptyText: 'Any revenue', kind: 'pick', numeric: true, groups: [{ label: null, options: opts(byPosition(l.revenueRanges), (x) => x.id, (x) => x.label) }], hint: `Revenue or employee ranges, not both; consecutive; at most ${armorLimits.revenueRanges} across more than 3 states.` },
        { field: 'companyEmployees', label: 'Employee ranges', emptyText: 'Any size', kind: 'pick', numeric: true, groups: [{ label: null, options: opts(byPosition(l.employeeRanges), (x) => x.id, (x) => x.label) }], hint: `Employee or revenue ranges, not both; consecutive; at most ${armorLimits.employeeRanges} across more than 3 states.` },
      ],
    },
    {
      key: 'industries',
      title: 'Industries',
      fields: [{ field: 'industry', label: 'Industries', emptyText: 'Any industry', kind: 'pick', numeric: true, groups: [...categories].sort(([a], [b]) => a.localeCompare(b)).map(([label, options]) => ({ label, options })) }],
    },
    {
      key: 'positions',
      title: 'Positions',
      fields: [
        { field: 'managementLevels', label: 'Management levels', emptyText: 'Any level', kind: 'pick', numeric: true, groups: [{ label: null, options: opts(byPosition(l.managementLevels), (x) => x.id, (x) => x.name) }], hint: `Consecutive levels; at most ${armorLimits.managementLevels} across more than 3 states.` },
        {
          field: 'jobFunctions',
          label: 'Job functions',
          emptyText: 'Any function',
          kind: 'pick',
          numeric: true,
          groups: l.jobFunctions.map((g) => ({ label: g.name, options: [{ value: String(g.id), label: `All of ${g.name}` }, ...opts(g.children, (x) => x.id, (x) => x.name)] })),
          hint: 'Job functions or keywords, not both.',
        },
        { field: 'keywords', label: 'Keywords', emptyText: 'None', kind: 'text', parse: keyword },
      ],
    },
    {
      key: 'locations',
      title: 'Locations',
      fields: [
        { field: 'states', label: 'States', emptyText: 'All states (no restriction)', kind: 'pick', numeric: false, allLabel: 'All states', groups: [{ label: null, options: opts(l.states, (x) => x.abbreviation, (x) => x.name) }], hint: 'All states are kept as no restriction. More than 3 states (or all) without an exclusive company profile bring the size and level limits.' },
        { field: 'geotargetProfileIds', label: 'Geo-target profiles', emptyText: 'None', kind: 'pick', numeric: true, groups: [{ label: null, options: opts(l.geoTargetProfiles, (x) => x.id, (x) => x.name) }] },
      ],
    },
  ];
}

/** The labels of the chosen values, in list order. */
export function chosenLabels(spec: FieldSpec, values: readonly (string | number)[]): string[] {
  if (spec.kind === 'text') return values.map(String);
  const chosen = new Set(values.map(String));
  const labels = new Map(spec.groups.flatMap((g) => g.options.map((o) => [o.value, o.label] as const)));
  return [...chosen].map((v) => labels.get(v) ?? `#${v}`);
}
