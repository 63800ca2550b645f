import { Worker } from 'node:worker_threads';
import type { DeviceCall, FromDevice, ToDevice } from './device-protocol';
import { step } from './steps';

// Generous: the slowest call (a crash and reload) takes seconds on a busy machine.
const callTimeoutMs = 60_000;

export type Device = {
  name: string;
  call: <T = unknown>(call: DeviceCall) => Promise<T>;
  terminate: () => Promise<number>;
};

/**
 * Starts a device (device-worker.ts) in a worker thread: a browser of its
 * own. `restartServer` answers its question while a batch is on the wire.
 */
export function startDevice(name: string, base: string, seed: number, restartServer: () => Promise<void>, restartLimitMs: number): Device {
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
      // A failed restart fails the run (its step says which); the device is not answered.
      void step(`${name} asks: server restart mid-batch`, restartServer, restartLimitMs).then(() => worker.postMessage({ reply: m.ask } satisfies ToDevice));
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
    // A device that never answers is a hang of the engine: the step says where.
    call: <T>(call: DeviceCall) =>
      step(
        `${name} ${JSON.stringify(call)}`,
        () =>
          new Promise<T>((resolve, reject) => {
            const id = ++next;
            waiting.set(id, { resolve: (v) => resolve(v as T), reject });
            worker.postMessage({ id, call } satisfies ToDevice);
          }),
        callTimeoutMs,
      ),
    terminate: () => worker.terminate(),
  };
}
