import { createFileRoute, redirect } from '@tanstack/react-router';
import { GuestHome } from '../../shell/guest-home';

// A guest's start page is their own client's overview.
export const Route = createFileRoute('/_app/home')({
  beforeLoad: ({ context }) => {
    if (context.me.isGuest && context.me.clientId !== null) {
      throw redirect({ to: '/client/overview/$id', params: { id: String(context.me.clientId) }, replace: true });
    }
  },
  component: GuestHome,
});
