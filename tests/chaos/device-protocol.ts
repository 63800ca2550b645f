import type { Injected5xx, NetworkMode } from './chaos-network';

/** What the run asks of a device (a worker thread), one call at a time. */
export type DeviceCall =
  | { op: 'signIn'; email: string }
  | { op: 'meetingIds'; clientIds: number[] }
  | { op: 'move'; meetingId: number; pick: number }
  | { op: 'notes'; meetingId: number; notes: string }
  | { op: 'markAllRead' }
  | { op: 'network'; mode: NetworkMode }
  | { op: 'fire'; event: 'online' | 'offline' | 'focus' }
  | { op: 'advanceClock'; ms: number }
  | { op: 'syncNow' }
  | { op: 'crashAndReload' }
  | { op: 'armRestartMidBatch' }
  | { op: 'loseNextAnswer' }
  | { op: 'fail5xxNext'; kind: Injected5xx }
  | { op: 'conflicts' }
  | { op: 'resolve'; seq: number; choice: ConflictChoice }
  | { op: 'settled'; timeoutMs: number }
  | { op: 'outbox' }
  | { op: 'mirror'; ids: number[] }
  | { op: 'stats' }
  | { op: 'preconditions' }
  | { op: 'stop' };

export type ConflictChoice = 'keep-mine' | 'take-theirs';

/** An edit as the device queued it: its outbox seq and Idempotency-Key (null: nothing to send). */
export type Queued = { seq: number; key: string; value: string } | null;

export type ConflictEntry = { seq: number; key: string; entityId: string; collection: string; label: string };

export type OutboxRow = { seq: number; key: string; status: string; label: string; lastError?: string };

export type MirrorMeeting = { id: number; status: string; notes: string; version: number };

/** Main thread ↔ worker messages. */
export type ToDevice = { id: number; call: DeviceCall } | { reply: number };
export type FromDevice = { id: number; result?: unknown; error?: string } | { ask: number; what: 'restartServer' };
