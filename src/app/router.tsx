import { createRouter } from '@tanstack/react-router';
import { routeTree } from './route-tree.gen';
import { session } from './session';

export const router = createRouter({
  routeTree,
  context: { session },
  defaultPreload: 'intent',
  scrollRestoration: true,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
