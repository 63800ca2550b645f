import { Checkbox, Group, MultiSelect } from '@mantine/core';
import { keepWithin, type PerformanceView } from '../../../domain/performance/performance-search';
import { sequenceStatusFilters, statusOfFilter, type SequenceStatusFilter } from '../../../domain/performance/sequence-status-filter';
import { useFilterOptions } from '../hooks/use-filter-options';

type Change = Partial<Pick<PerformanceView, 'teams' | 'csm' | 'campaigns' | 'status'>>;

const options = (list: { id: number; name: string }[] | undefined, chosen: number[]) => {
  const offered = (list ?? []).map((o) => ({ value: String(o.id), label: o.name }));
  // A chosen value the list does not hold (yet, or any more) still shows.
  for (const id of chosen) if (!offered.some((o) => o.value === String(id))) offered.push({ value: String(id), label: `#${id}` });
  return offered;
};

/** Spec 2: filters by team, rep (csm), segment (campaign) and status; reps and segments follow the teams. */
export function PerformanceFilters({ view, onChange }: { view: PerformanceView; onChange: (change: Change) => void }) {
  const { teams, reps, segments } = useFilterOptions(view.teams);
  const ids = (values: string[]) => values.map(Number);
  return (
    <Group align="flex-end" wrap="wrap" gap="sm">
      <MultiSelect
        label="Teams"
        placeholder={view.teams.length ? undefined : 'All teams'}
        data={options(teams.data, view.teams)}
        value={view.teams.map(String)}
        onChange={(v) => {
          const next = ids(v);
          // The rep and segment lists follow the teams: choices outside the new teams go.
          const inTeams = (segments.data ?? []).filter((s) => !next.length || (s.teamId !== null && next.includes(s.teamId)));
          onChange({ teams: next, csm: [], campaigns: keepWithin(view.campaigns, inTeams) });
        }}
        searchable
        clearable
        w={220}
      />
      <MultiSelect
        label="Reps"
        placeholder={view.csm.length ? undefined : 'All reps'}
        data={options(reps.data, view.csm)}
        value={view.csm.map(String)}
        onChange={(v) => onChange({ csm: ids(v) })}
        searchable
        clearable
        w={240}
        data-testid="rep-filter"
      />
      <MultiSelect
        label="Segments"
        placeholder={view.campaigns.length ? undefined : 'All segments'}
        data={options(segments.data, view.campaigns)}
        value={view.campaigns.map(String)}
        onChange={(v) => onChange({ campaigns: ids(v) })}
        searchable
        clearable
        w={260}
      />
      <Checkbox.Group
        label="Status"
        value={view.status}
        // Spec 4: all three by default; unticking the last one goes back to all.
        onChange={(v) => onChange({ status: (v.length ? v : [...sequenceStatusFilters]) as SequenceStatusFilter[] })}
      >
        <Group gap="sm" mt={6}>
          {sequenceStatusFilters.map((f) => (
            <Checkbox key={f} value={f} label={statusOfFilter[f]} />
          ))}
        </Group>
      </Checkbox.Group>
    </Group>
  );
}
