import { createFileRoute, useNavigate } from '@tanstack/react-router';
import * as v from 'valibot';
import { SignInPage } from '../../features/auth/sign-in-page';

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
  return (
    <SignInPage
      onSignedIn={() => {
        session.signedIn();
        void navigate({ href: safeRedirect(redirect), replace: true });
      }}
    />
  );
}
