import { createFileRoute, Outlet } from '@tanstack/react-router';

// The Administration area (issue 22); each screen is a child route.
export const Route = createFileRoute('/_app/admin')({
  component: Outlet,
});
