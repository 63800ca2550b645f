import { useRemote } from '../../../data/react/use-remote';
import { listSequencePerformance, listSequenceSteps, listStepTemplates } from '../../../domain/performance/performance-endpoints';
import { listQueryOf, type PerformanceView } from '../../../domain/performance/performance-search';

/** A page of sequences for the view in the address (offline: the service worker's last copy of the same view). */
export function useSequencePage(view: PerformanceView) {
  return useRemote(listSequencePerformance, { query: listQueryOf(view) });
}

export function useSequenceSteps(sequenceId: number) {
  return useRemote(listSequenceSteps, { params: { id: sequenceId } });
}

export function useStepTemplates(stepId: number) {
  return useRemote(listStepTemplates, { params: { id: stepId } });
}
