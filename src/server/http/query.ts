import type { Context } from 'hono';
import { HttpError } from './errors';

/** '1'/'true' → true, '0'/'false' → false, absent → undefined, else 422. */
export function boolQuery(c: Context, name: string): boolean | undefined {
  const raw = c.req.query(name);
  if (raw === undefined || raw === '') return undefined;
  if (raw === '1' || raw === 'true') return true;
  if (raw === '0' || raw === 'false') return false;
  throw new HttpError(422, `${name} must be 1 or 0.`, { fields: { [name]: 'Use 1 or 0.' } });
}

export function intQuery(c: Context, name: string): number | undefined {
  const raw = c.req.query(name);
  if (raw === undefined || raw === '') return undefined;
  if (!/^\d{1,10}$/.test(raw)) throw new HttpError(422, `${name} must be a whole number.`, { fields: { [name]: 'Use a whole number.' } });
  return Number(raw);
}

/** Repeated parameters, accepting both `name[]=a&name[]=b` and `name=a,b`. */
export function listQuery(c: Context, name: string): string[] {
  const values = [...(c.req.queries(`${name}[]`) ?? []), ...(c.req.queries(name) ?? [])];
  return values.flatMap((v) => v.split(',')).map((v) => v.trim()).filter(Boolean);
}
