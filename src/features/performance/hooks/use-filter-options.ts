import { useRemote } from '../../../data/react/use-remote';
import { listFilterReps, listFilterSegments, listFilterTeams } from '../../../domain/performance/performance-endpoints';

/** Spec 7: the teams, and the reps and segments of the chosen teams (all when none is chosen). */
export function useFilterOptions(teams: number[]) {
  const teamList = useRemote(listFilterTeams, {});
  const reps = useRemote(listFilterReps, { query: { teams: teams.map(String) } });
  const segments = useRemote(listFilterSegments, { query: { teams: teams.map(String) } });
  return { teams: teamList, reps, segments };
}
