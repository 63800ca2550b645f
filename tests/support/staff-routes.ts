/** The staff navigation (src/app/shell/nav-links.tsx) as an administrator sees it, '/meeting/new' first. */
export const staffNavRoutes = [
  '/meeting/new',
  '/meetings',
  '/tasks',
  '/clients',
  '/sequencer',
  '/performance',
  '/content',
  '/opt-out',
  '/capacity',
  '/prospects',
  '/prospect-uploads',
  '/prospect-exports',
  '/admin',
];
