import { useRemote } from '../../../data/react/use-remote';
import { listOutreachInstances } from '../../../domain/outreach/outreach-instance-endpoints';
import { listSmartleadInstances } from '../../../domain/smartlead/smartlead-endpoints';

export function useOutreachInstances(epoch: unknown) {
  return useRemote(listOutreachInstances, {}, epoch);
}

export function useSmartleadInstances(epoch: unknown) {
  return useRemote(listSmartleadInstances, {}, epoch);
}
