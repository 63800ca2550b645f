import { useEffect } from 'react';
import { appDb } from '../../../data/db/app-db-instance';
import { callEndpoint } from '../../../data/http/call-endpoint';
import { applyServerRows } from '../../../data/sync/pull';
import { listNotifications } from '../../../domain/notifications/notification-endpoints';

let fetchedThisLoad = false;

/**
 * Spec 7: GET /notification-user once per page load (except where the page
 * says not to: /opt-out), merged into the mirror (pending reads stay
 * applied). Offline the mirror answers; the next pull brings what was missed.
 */
export function useRefreshOnLoad(wanted: boolean) {
  useEffect(() => {
    if (!wanted || fetchedThisLoad) return;
    fetchedThisLoad = true;
    callEndpoint(listNotifications, {})
      .then(({ data }) => applyServerRows(appDb(), 'notifications', data))
      .catch(() => {});
  }, [wanted]);
}
