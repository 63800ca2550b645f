import { resourceCall } from '../../../data/http/resource-call';
import { removeBunchMember as removeBunchMemberCall } from '../../../domain/teams/bunch-endpoints';
import { appNotifier } from '../../../ui/notifier';

/**
 * DELETE /api/bunch/member/{id}, online; answers the bunch. Spec 8: 'The
 * item has been deleted!' after it; a membership already gone (404) is false, silently.
 */
export function removeBunchMember(membershipId: number) {
  return resourceCall(removeBunchMemberCall, { params: { id: membershipId } }, appNotifier);
}
