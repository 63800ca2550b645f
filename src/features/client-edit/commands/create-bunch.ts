import { resourceCall } from '../../../data/http/resource-call';
import { createBunch as createBunchCall } from '../../../domain/teams/bunch-endpoints';
import { appNotifier } from '../../../ui/notifier';

/** POST /api/bunch, online (spec 8's resource handler: a refusal is told, and the answer is false). */
export function createBunch(name: string) {
  return resourceCall(createBunchCall, { body: { name } }, appNotifier);
}
