import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { AppLayout } from '../shell/app-layout';
import { LandingFrame } from '../shell/landing-frame';
import { useLandingStage } from '../shell/use-landing-stage';

// Everything but the sign-in page: a signed-out visitor is sent to sign in
// and brought back to where they were going.
export const Route = createFileRoute('/_app')({
  beforeLoad: async ({ context, location }) => {
    const me = await context.session.ensureUser();
    if (!me) throw redirect({ to: '/sign-in', search: { redirect: location.href } });
    return { me };
  },
  component: AppRoute,
});

function AppRoute() {
  const stage = useLandingStage();
  if (stage === 'frame') return <LandingFrame />;
  return (
    <AppLayout showScreen={stage === 'screen'}>
      <Outlet />
    </AppLayout>
  );
}
