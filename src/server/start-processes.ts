import cluster, { type Worker } from 'node:cluster';
import { fileURLToPath } from 'node:url';
import { prepareDatabase, type ServerOptions } from './start-server';

/** What a server process is started with: the options that survive JSON (no `log`). */
export type ProcessOptions = Omit<ServerOptions, 'log'>;
export const processOptionsEnv = 'SDR_OPS_SERVER_OPTIONS';

export type RunningProcesses = { url: string; stop: () => Promise<void> };

type FromWorker = { ready: string } | { failed: string };

/**
 * Several server processes on one PostgreSQL, sharing one port (README, PostgreSQL; decision 0018:
 * no state lives in a process; the session cache's sign-outs go over
 * NOTIFY). Node's cluster module hands each new connection to the next
 * process. The database is migrated and seeded here, once, before any
 * process starts; a process that dies is started again. PGlite lives in one
 * process only, so this needs `databaseUrl`.
 */
export async function startProcesses(options: ServerOptions & { processes: number }): Promise<RunningProcesses> {
  if (!options.databaseUrl) throw new Error('Several server processes need PostgreSQL (DATABASE_URL): PGlite serves one process.');
  const { processes, log = () => {}, ...rest } = options;
  const prepared = await prepareDatabase({ ...rest, log });
  await prepared.close();

  // The processes run the TypeScript sources as `npm start` does (tsx).
  const execArgv = process.execArgv.some((a) => a.includes('tsx')) ? process.execArgv : [...process.execArgv, '--import', 'tsx'];
  cluster.setupPrimary({ exec: fileURLToPath(new URL('./process-main.ts', import.meta.url)), execArgv });
  const env = { [processOptionsEnv]: JSON.stringify(rest satisfies ProcessOptions) };
  let stopping = false;
  const workers = new Set<Worker>();
  // A process listens for 'stop' only once it is ready: one asked before
  // would never hear it (a message with no listener is dropped), and the
  // stop would wait for it forever. It is asked as soon as it says ready.
  const ready = new WeakSet<Worker>();

  const fork = () =>
    new Promise<string>((resolve, reject) => {
      const worker = cluster.fork(env);
      workers.add(worker);
      worker.on('message', (m: FromWorker) => {
        if ('ready' in m) {
          ready.add(worker);
          if (stopping) worker.send('stop');
          resolve(m.ready);
        } else reject(new Error(m.failed));
      });
      worker.on('exit', (code, signal) => {
        workers.delete(worker);
        reject(new Error(`A server process ended before it was ready (${signal ?? code}).`));
        if (stopping) return;
        // A second's pause, so a process that cannot start (the database is
        // down) is not restarted in a tight loop.
        log(`A server process ended (${signal ?? code}); starting another in a second.`);
        setTimeout(() => {
          if (!stopping) fork().catch((e) => log(`Could not start a server process: ${String(e)}`));
        }, 1000);
      });
    });

  const stop = async () => {
    stopping = true;
    await Promise.all(
      [...workers].map(
        (w) =>
          new Promise<void>((resolve) => {
            w.once('exit', () => resolve());
            // A process already on its way out has closed its channel; one
            // still starting is asked when it says ready (above), or ends.
            if (!w.isConnected()) w.kill();
            else if (ready.has(w)) w.send('stop');
          }),
      ),
    );
  };

  try {
    const urls = await Promise.all(Array.from({ length: processes }, fork));
    return { url: urls[0], stop };
  } catch (e) {
    await stop();
    throw e;
  }
}
