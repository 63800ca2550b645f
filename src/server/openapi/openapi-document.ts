import { toJsonSchema } from '@valibot/to-json-schema';
import type * as v from 'valibot';
import { errorAnswerSchema } from '../../domain/api/common-answers';
import { isUnsafe, pathParamNames, type AnyEndpoint } from '../../domain/api/endpoint';

type JsonSchema = Record<string, unknown>;

// Transforms, checks and pipes have no JSON Schema form: the schema says
// what is sent, and the server's 422 says the rest.
const inputSchema = (s: v.GenericSchema) => strip(toJsonSchema(s, { errorMode: 'ignore', typeMode: 'input' }) as JsonSchema);
const outputSchema = (s: v.GenericSchema) => strip(toJsonSchema(s, { errorMode: 'ignore', typeMode: 'output' }) as JsonSchema);

function strip(schema: JsonSchema): JsonSchema {
  const { $schema, ...rest } = schema;
  return $schema === undefined ? schema : rest;
}

const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
});

function parameters(e: AnyEndpoint) {
  const out: Record<string, unknown>[] = [];
  const pathEntries = (e.params as v.ObjectSchema<v.ObjectEntries, undefined> | undefined)?.entries ?? {};
  for (const name of pathParamNames(e.path)) {
    const entry = pathEntries[name];
    out.push({ name, in: 'path', required: true, schema: entry ? inputSchema(entry) : { type: 'string' } });
  }
  const queryEntries = (e.query as v.ObjectSchema<v.ObjectEntries, undefined> | undefined)?.entries ?? {};
  for (const [name, entry] of Object.entries(queryEntries)) {
    out.push({ name, in: 'query', required: entry.type !== 'optional' && entry.type !== 'nullish', schema: inputSchema(entry) });
  }
  return out;
}

function operation(e: AnyEndpoint) {
  const responses: Record<string, unknown> = {};
  const status = String(e.status ?? 200);
  if (e.status === 204) responses[status] = { description: 'Done; no content.' };
  else if (e.answer) responses[status] = { description: 'Success.', content: { 'application/json': { schema: outputSchema(e.answer) } } };
  else responses[status] = { description: 'Success.', content: { [e.answerType ?? 'application/octet-stream']: {} } };
  if (!e.public) responses['401'] = errorResponse('No session: sign in again.');
  responses['403'] = errorResponse('Not allowed for this user, or the XSRF token is missing.');
  if (e.params) responses['404'] = errorResponse('No such record.');
  if (e.body || e.query) responses['422'] = errorResponse('The input is not valid; `fields` names each field.');
  if (e.offline?.ifMatch) responses['412'] = errorResponse('The record changed since the version sent in If-Match; `current` holds it.');

  const op: Record<string, unknown> = {
    operationId: e.id.replace(/[^A-Za-z0-9]+/g, '_').replace(/^_|_$/g, ''),
    summary: e.summary,
    description: [e.description, `Access: ${e.access}.`].filter(Boolean).join('\n\n'),
    tags: [e.tag],
    parameters: parameters(e),
    responses,
  };
  if (e.public) op.security = [];
  else if (isUnsafe(e)) op.security = [{ session: [], xsrf: [] }];
  if (e.body) {
    const media = e.bodyType === 'form' ? 'application/x-www-form-urlencoded' : e.bodyType === 'multipart' ? 'multipart/form-data' : 'application/json';
    op.requestBody = { required: true, content: { [media]: { schema: inputSchema(e.body) } } };
  }
  return op;
}

/** The OpenAPI 3.1 description of the given endpoints, from their valibot schemas. */
export function openApiDocument(endpoints: readonly AnyEndpoint[]) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const e of [...endpoints].sort((a, b) => a.path.localeCompare(b.path))) {
    paths[e.path] ??= {};
    paths[e.path][e.method.toLowerCase()] = operation(e);
  }
  return {
    openapi: '3.1.0' as const,
    info: {
      title: 'SDR Ops API',
      version: '1',
      description:
        'Every call the SDR Ops app makes. Sign in with POST /api/auth/login; the session cookie then goes with each call, and unsafe ' +
        'calls echo the XSRF-TOKEN cookie in the X-XSRF-TOKEN header. Writes may carry an Idempotency-Key (a repeat gets the first ' +
        'answer) and, for versioned records, If-Match with the version read (a stale one gets 412).',
    },
    tags: [...new Set(endpoints.map((e) => e.tag))].sort().map((name) => ({ name })),
    paths,
    components: {
      schemas: { Error: outputSchema(errorAnswerSchema) },
      securitySchemes: {
        session: { type: 'apiKey', in: 'cookie', name: 'sid' },
        xsrf: { type: 'apiKey', in: 'header', name: 'X-XSRF-TOKEN' },
      },
    },
    security: [{ session: [] }],
  };
}
