import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { DatabaseUpgradeNotice } from '../shell/database-upgrade-notice';
import { NotFound } from '../shell/not-found';
import { UpdatePrompt } from '../shell/update-prompt';
import type { Session } from '../session';

export const Route = createRootRouteWithContext<{ session: Session }>()({
  component: () => (
    <>
      <Outlet />
      <DatabaseUpgradeNotice />
      <UpdatePrompt />
    </>
  ),
  notFoundComponent: NotFound,
});
