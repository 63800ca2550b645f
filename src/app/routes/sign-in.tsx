import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import * as v from 'valibot';
import { prepareFirstSyncWorker } from '../../data/sync/first-sync-in-worker';
import { SignInPage } from '../../features/auth/sign-in-page';
import { whenIdle } from '../when-idle';

// Only same-site paths: an open redirect would let a link send reps elsewhere.
const safeRedirect = (to: string | undefined) => (to && to.startsWith('/') && !to.startsWith('//') ? to : '/');

export const Route = createFileRoute('/sign-in')({
  validateSearch: v.object({ redirect: v.optional(v.string()) }),
  component: SignInRoute,
});

function SignInRoute() {
  const { redirect } = Route.useSearch();
  const { session } = Route.useRouteContext();
  const navigate = useNavigate();
  // The first sync follows the sign-in: its worker loads while the rep types.
  useEffect(() => whenIdle(prepareFirstSyncWorker), []);
  return (
    <SignInPage
      onSignedIn={() => {
        session.signedIn();
        void navigate({ href: safeRedirect(redirect), replace: true });
      }}
    />
  );
}
