import type { RoleRef } from '../access/roles';

// GET /me
export type Me = {
  id: number;
  name: string;
  email: string;
  isGuest: boolean;
  clientId: number | null;
  roles: RoleRef[];
  permissions: string[];
  version: number;
};
