import type { Me } from '../../domain/auth/me-schema';
import type { Database, Db } from '../db/client';
import type { Integrations } from '../integrations/integrations';

/** The signed-in user of a request: what GET /me answers. */
export type SessionUser = Me;

export type AppConfig = {
  /** Serve the built app from here; absent in API-only runs (tests, dev). */
  distDir?: string;
  /** Always send Secure cookies (SECURE_COOKIES=1); they are Secure anyway when the request came over HTTPS. */
  secureCookies: boolean;
  demoPassword: string;
  /** Behind a reverse proxy (TRUST_PROXY=1): the address of origin is the last X-Forwarded-For entry. */
  trustProxy?: boolean;
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
