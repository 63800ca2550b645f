import { Worker } from 'node:worker_threads';
import type { DeviceCall, FromDevice, ToDevice } from './device-protocol';

const callTimeoutMs = 180_000;

export type Device = {
  name: string;
  call: <T = unknown>(call: DeviceCall) => Promise<T>;
  terminate: () => Promise<number>;
};

/**
 * Starts a device (device-worker.ts) in a worker thread: a browser of its
 * own. `restartServer` answers its question while a batch is on the wire.
 */
export function startDevice(name: string, base: string, seed: number, restartServer: () => Promise<void>): Device {
  const file = new URL('./device-worker.ts', import.meta.url).href;
  // A worker does not inherit tsx's loader here (Node 20): it registers it itself.
  const worker = new Worker(`import('tsx/esm/api').then((m) => { m.register(); return import(${JSON.stringify(file)}); })`, {
    eval: true,
    workerData: { base, seed },
  });
  let next = 0;
  const waiting = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
  worker.on('message', (m: FromDevice) => {
    if ('ask' in m) {
      void restartServer().then(() => worker.postMessage({ reply: m.ask } satisfies ToDevice));
      return;
    }
    const w = waiting.get(m.id);
    waiting.delete(m.id);
    if (m.error !== undefined) w?.reject(new Error(`${name}: ${m.error}`));
    else w?.resolve(m.result);
  });
  worker.on('error', (e) => {
    for (const w of waiting.values()) w.reject(e);
    waiting.clear();
  });
  return {
    name,
    call: <T>(call: DeviceCall) =>
      new Promise<T>((resolve, reject) => {
        const id = ++next;
        if (process.env.CHAOS_TRACE) console.log(`${name}: ${JSON.stringify(call)}`);
        // A device that never answers is a hang of the engine: say where.
        const timer = setTimeout(() => reject(new Error(`${name}: no answer to ${JSON.stringify(call)} in ${callTimeoutMs / 1000} s`)), callTimeoutMs);
        const done = (f: () => void) => {
          clearTimeout(timer);
          f();
        };
        waiting.set(id, { resolve: (v) => done(() => resolve(v as T)), reject: (e) => done(() => reject(e)) });
        worker.postMessage({ id, call } satisfies ToDevice);
      }),
    terminate: () => worker.terminate(),
  };
}
