import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../support/api-client';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

type Document = {
  openapi: string;
  paths: Record<string, Record<string, { operationId: string; parameters: { name: string; in: string }[]; responses: Record<string, unknown>; requestBody?: unknown }>>;
};

/** Hono's `/api/clients/:id{[0-9]+}/meetings` is OpenAPI's `/api/clients/{id}/meetings`. */
const openApiPath = (honoPath: string) => honoPath.replace(/:(\w+)(\{[^}]*\})?/g, '{$1}');

describe('GET /api/openapi.json', () => {
  it('is served without a session, as OpenAPI 3.1', async () => {
    const res = await api.anonymous().get<Document>('/api/openapi.json');
    expect(res.status).toBe(200);
    expect(res.body.openapi).toBe('3.1.0');
  });

  it('describes every route the server mounts, with its method', async () => {
    const doc = (await api.anonymous().get<Document>('/api/openapi.json')).body;
    const mounted = api.app.routes.filter((r) => r.method !== 'ALL').map((r) => `${r.method} ${openApiPath(r.path)}`);
    expect(mounted.length).toBeGreaterThan(50);
    const described = new Set(Object.entries(doc.paths).flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`)));
    expect([...new Set(mounted)].filter((route) => !described.has(route))).toEqual([]);
  });

  it('gives each operation its parameters, body and answers from the shared schemas', async () => {
    const doc = (await api.anonymous().get<Document>('/api/openapi.json')).body;
    const patch = doc.paths['/api/clients/{id}/meetings/{meetingId}'].patch;
    expect(patch.parameters.map((p) => `${p.in}:${p.name}`)).toEqual(['path:id', 'path:meetingId']);
    expect(patch.requestBody).toMatchObject({
      content: { 'application/json': { schema: { properties: { status: { enum: expect.arrayContaining(['Closed Won']) }, notes: { type: 'string' } } } } },
    });
    expect(Object.keys(patch.responses)).toEqual(expect.arrayContaining(['200', '401', '403', '404', '412', '422']));
    const list = doc.paths['/api/tasks'].get;
    expect(list.parameters.map((p) => p.name)).toEqual(expect.arrayContaining(['type', 'taskType', 'tags', 'users', 'teams', 'clients', 'mor']));
    expect(new Set(Object.values(doc.paths).flatMap((ops) => Object.values(ops).map((o) => o.operationId))).size).toBe(
      Object.values(doc.paths).flatMap((ops) => Object.values(ops)).length,
    );
  });
});
