import { Hono } from 'hono';
import { getOpenApi } from '../../domain/docs/openapi-endpoint';
import type { AppEnv } from '../http/env';
import { describedEndpoints, route } from '../http/route';
import { openApiDocument } from '../openapi/openapi-document';

export const openApiRoutes = new Hono<AppEnv>();

// Built once, on the first request: every route module has been imported
// (and has described its endpoints) by then.
let document: ReturnType<typeof openApiDocument> | null = null;

route(openApiRoutes, getOpenApi, () => (document ??= openApiDocument(describedEndpoints())));
