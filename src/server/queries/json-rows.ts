import { Temporal } from 'temporal-polyfill';
import { monthOfRelationship } from '../../domain/clients/month-of-relationship';
import { RawJson, spreadJson } from '../sync/raw-json';

/** A row the database wrote as JSON text (queries/clients.ts, queries/tasks.ts). */
export type JsonRow = { id: number; json: RawJson };

/**
 * The rows of a query selecting `id`, `json` (row_to_json's text) and
 * `onboarding` (the client's onboarding date as YYYY-MM-DD), each with the
 * client's month of relationship added under `key`: the domain's rule,
 * worked out here rather than written again in SQL.
 */
export function withMonthOfRelationship(result: unknown, key: string): JsonRow[] {
  const today = Temporal.Now.plainDateISO('UTC');
  return (result as { rows: { id: number; json: string; onboarding: string | null }[] }).rows.map(({ id, json, onboarding }) => ({
    id,
    json: spreadJson({}, json, { [key]: monthOfRelationship(onboarding, today) }),
  }));
}

/** The rows as objects, for the calls that answer them. */
export const parsedRows = <T>(rows: JsonRow[]): T[] => rows.map(({ json }) => JSON.parse(json.text) as T);

/** The rows by id, for the feed, which passes the text on as it is (raw-json.ts). */
export const rowsById = (rows: JsonRow[]): Map<string, RawJson> => new Map(rows.map(({ id, json }) => [String(id), json]));
