import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import * as v from 'valibot';
import { prepareFirstSyncWorker } from '../../data/sync/first-sync-in-worker';
import { SignInPage } from '../../features/auth/sign-in-page';
import { loadScreenCode } from '../first-screen';
import { landingPath } from '../landing';
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
  // The first sync follows the sign-in: its worker loads while the rep
  // types, and so does the code of the screen it lands on (staff's landing
  // unless sent elsewhere), which otherwise ran in the landing's frame, the
  // first sync's longest task.
  useEffect(
    () =>
      whenIdle(() => {
        prepareFirstSyncWorker();
        const to = safeRedirect(redirect);
        loadScreenCode(to === '/' ? landingPath(false) : to.split(/[?#]/)[0]);
      }),
    [redirect],
  );
  return (
    <SignInPage
      onSignedIn={() => {
        session.signedIn();
        void navigate({ href: safeRedirect(redirect), replace: true });
      }}
    />
  );
}
