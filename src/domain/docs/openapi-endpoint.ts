import * as v from 'valibot';
import { endpoint } from '../api/endpoint';

/** GET /api/openapi.json: this description of the API, for integrators and new developers. */
export const getOpenApi = endpoint({
  method: 'GET',
  path: '/api/openapi.json',
  summary: 'The OpenAPI 3.1 description of every call of the API',
  tag: 'documentation',
  access: 'anyone',
  public: true,
  answer: v.looseObject({ openapi: v.literal('3.1.0'), paths: v.record(v.string(), v.unknown()) }),
});
