import cluster from 'node:cluster';
import { processOptionsEnv, type ProcessOptions } from './start-processes';
import { startServer } from './start-server';

// One of several server processes (start-processes.ts): serves on the shared
// port, says when it is ready, and closes cleanly when asked.
const options = JSON.parse(process.env[processOptionsEnv] ?? '{}') as ProcessOptions;
const send = (message: unknown) => process.send?.(message);

try {
  const processNumber = cluster.worker?.id ?? 0;
  const server = await startServer({ ...options, processNumber, log: (line) => console.log(`[process ${processNumber}] ${line}`) });
  const stop = async () => {
    await server.stop();
    process.exit(0);
  };
  process.on('message', (m) => {
    if (m === 'stop') void stop();
  });
  // The first process is gone (killed outright): do not live on without it.
  process.on('disconnect', () => void stop());
  // Signals go to the whole process group: the first process stops them all.
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => {});
  send({ ready: server.url });
} catch (e) {
  send({ failed: e instanceof Error ? e.message : String(e) });
  process.exit(1);
}
