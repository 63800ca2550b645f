import type { OutboxEntry } from '../../src/data/db/outbox-types';
import { TransportError, transportMessages } from '../../src/data/http/transport-error';
import type { SendResult } from '../../src/data/sync/replay';

type Row = Record<string, unknown> & { id: number; version: number };

export type Fault =
  | { kind: 'network' }
  /** The server applies the edit but the answer never arrives. */
  | { kind: 'lost-response' }
  | { kind: 'status'; status: number; body?: unknown; headers?: Record<string, string> }
  /** The sender dies mid-call (a closed tab): the call throws past the engine. */
  | { kind: 'crash' };

/**
 * A stand-in for the real server's write rules (idempotency keys, If-Match,
 * versions) so the engine can be tested without HTTP. The API suite checks
 * the real server keeps the same rules.
 */
export class FakeSyncServer {
  rows = new Map<string, Row>();
  received: { key: string; url: string; body: unknown; ifMatch?: string }[] = [];
  applied: string[] = [];
  private answers = new Map<string, { status: number; data: unknown }>();
  private faults: { match: (e: OutboxEntry) => boolean; fault: Fault }[] = [];

  put(collection: string, row: Row) {
    this.rows.set(`${collection}:${row.id}`, { ...row });
  }

  row(collection: string, id: number) {
    return this.rows.get(`${collection}:${id}`);
  }

  /** The next send matching (default: any) meets this fault, once. */
  failNext(fault: Fault, match: (e: OutboxEntry) => boolean = () => true) {
    this.faults.push({ match, fault });
  }

  /** Someone else edits a row on the server. */
  editElsewhere(collection: string, id: number, patch: Record<string, unknown>) {
    const row = this.row(collection, id)!;
    this.rows.set(`${collection}:${id}`, { ...row, ...patch, version: row.version + 1 });
  }

  send = async (entry: OutboxEntry): Promise<SendResult> => {
    const ifMatch = entry.ifMatch && entry.baseVersion !== undefined ? String(entry.baseVersion) : undefined;
    this.received.push({ key: entry.id, url: entry.url, body: entry.body, ifMatch });
    const i = this.faults.findIndex((f) => f.match(entry));
    const fault = i >= 0 ? this.faults.splice(i, 1)[0].fault : null;
    if (fault?.kind === 'network') return { ok: false, error: new TransportError('network', transportMessages.network) };
    if (fault?.kind === 'crash') throw new Error('the tab was closed');
    if (fault?.kind === 'status') {
      return {
        ok: false,
        error: new TransportError('http', transportMessages.status(fault.status), fault.status, fault.body ?? { error: `HTTP ${fault.status}` }, new Headers(fault.headers)),
      };
    }
    const answer = this.answers.get(entry.id) ?? this.apply(entry, ifMatch);
    this.answers.set(entry.id, answer);
    if (fault?.kind === 'lost-response') return { ok: false, error: new TransportError('network', transportMessages.network) };
    if (answer.status >= 400) {
      return { ok: false, error: new TransportError('http', transportMessages.status(answer.status), answer.status, answer.data) };
    }
    return { ok: true, status: answer.status, data: answer.data };
  };

  private apply(entry: OutboxEntry, ifMatch: string | undefined): { status: number; data: unknown } {
    if (entry.op.kind === 'patch-where') {
      for (const [key, row] of this.rows) {
        if (!key.startsWith(`${entry.collection}:`)) continue;
        if (Object.entries(entry.op.where).every(([k, v]) => row[k] === v)) this.rows.set(key, { ...row, ...entry.op.patch, version: row.version + 1 });
      }
      this.applied.push(entry.id);
      return { status: 200, data: { ok: true } };
    }
    if (entry.op.kind === 'create') {
      const id = 1000 + this.applied.length;
      const row = { ...(entry.op.row as Row), id, version: 1 };
      this.put(entry.collection, row);
      this.applied.push(entry.id);
      return { status: 201, data: { meeting: row } };
    }
    const key = `${entry.collection}:${entry.entityId}`;
    const row = this.rows.get(key);
    if (!row) return { status: 404, data: { error: 'Not found' } };
    if (ifMatch !== undefined && Number(ifMatch) !== row.version) {
      return { status: 412, data: { error: 'Someone else changed this record since you loaded it.', current: row } };
    }
    if (entry.op.kind === 'delete') {
      this.rows.delete(key);
      this.applied.push(entry.id);
      return { status: 204, data: null };
    }
    const next = { ...row, ...(entry.body as Record<string, unknown>), version: row.version + 1 };
    this.rows.set(key, next);
    this.applied.push(entry.id);
    return { status: 200, data: next };
  }
}
