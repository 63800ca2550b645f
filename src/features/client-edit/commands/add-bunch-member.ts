import { resourceCall } from '../../../data/http/resource-call';
import { addBunchMember as addBunchMemberCall } from '../../../domain/teams/bunch-endpoints';
import { appNotifier } from '../../../ui/notifier';

/** POST /api/bunch/member, online; answers the bunch (false after telling why it failed). */
export function addBunchMember(bunchId: number, userId: number) {
  return resourceCall(addBunchMemberCall, { body: { bunch: bunchId, user: userId } }, appNotifier);
}
