import { Hono } from 'hono';
import type { AppEnv } from '../http/env';
import { contentActionRoutes } from './content-actions';
import { contentSequenceRoutes } from './content-sequences';
import { contentTemplateRoutes } from './content-templates';

/** Every content call of spec 7. */
export const contentRoutes = new Hono<AppEnv>();
for (const routes of [contentSequenceRoutes, contentTemplateRoutes, contentActionRoutes]) contentRoutes.route('/', routes);
