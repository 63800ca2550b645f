import { createFileRoute, redirect } from '@tanstack/react-router';
import { landingPath } from '../../landing';

export const Route = createFileRoute('/_app/')({
  beforeLoad: ({ context }) => {
    throw redirect({ to: landingPath(context.me.isGuest), replace: true });
  },
});
