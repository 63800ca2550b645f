import { useRemote } from '../../../data/react/use-remote';
import { getSettings } from '../../../domain/settings/settings-endpoints';

export function useSettings(epoch: unknown) {
  return useRemote(getSettings, {}, epoch);
}
