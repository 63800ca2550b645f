import { createFileRoute, Outlet } from '@tanstack/react-router';
import { staffOnly } from '../../guards/staff-only';

// The Administration area (issue 22); each screen is a child route.
export const Route = createFileRoute('/_app/admin')({
  beforeLoad: staffOnly,
  component: Outlet,
});
