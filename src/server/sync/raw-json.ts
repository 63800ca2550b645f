/**
 * JSON text as the database wrote it, sent on inside a pull page as it came
 * (pullPageJson): no parse into objects and no stringify back, for rows the
 * server only passes along. Anything else that stringifies it gets the same
 * value (toJSON), only slower.
 */
export class RawJson {
  constructor(readonly text: string) {}

  toJSON(): unknown {
    return JSON.parse(this.text);
  }
}

const members = (fields: Record<string, unknown>) => JSON.stringify(fields).slice(1, -1);

/**
 * `{ ...first, ...object, ...last }` where `object` is a JSON object's text:
 * a key written twice reads as its last value, as a spread keeps it.
 */
export function spreadJson(first: Record<string, unknown>, object: string, last: Record<string, unknown>): RawJson {
  const middle = object.trim().slice(1, -1).trim();
  return new RawJson(`{${[members(first), middle, members(last)].filter((part) => part !== '').join(',')}}`);
}

type PageChange = { collection: string; id: string; op: 'put' | 'del'; data?: Record<string, unknown> | RawJson };

/** A pull page's JSON, each change's data text passed through as it is. */
export function pullPageJson(page: { cursor: number; changes: PageChange[]; more: boolean; remaining?: number }): string {
  const changes = page.changes.map((c) =>
    c.data instanceof RawJson ? `{"collection":${JSON.stringify(c.collection)},"id":${JSON.stringify(c.id)},"op":"${c.op}","data":${c.data.text}}` : JSON.stringify(c),
  );
  const after = JSON.stringify({ more: page.more, ...(page.remaining === undefined ? {} : { remaining: page.remaining }) }).slice(1);
  return `{"cursor":${JSON.stringify(page.cursor)},"changes":[${changes.join(',')}],${after}`;
}
