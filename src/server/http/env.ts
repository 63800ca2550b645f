import type { RoleRef } from '../../domain/access/roles';
import type { Database, Db } from '../db/client';
import type { Integrations } from '../integrations/integrations';

export type SessionUser = {
  id: number;
  name: string;
  email: string;
  isGuest: boolean;
  clientId: number | null;
  roles: RoleRef[];
  permissions: string[];
  version: number;
};

export type AppConfig = {
  /** Serve the built app from here; absent in API-only runs (tests, dev). */
  distDir?: string;
  secureCookies: boolean;
  demoPassword: string;
};

export type AppDeps = {
  database: Database;
  integrations: Integrations;
  config: AppConfig;
};

export type AppEnv = {
  Variables: {
    /** The request's executor: the root database, or the write transaction. */
    db: Db;
    deps: AppDeps;
    user: SessionUser;
    sessionHash: string;
  };
};
