import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

export type LoadReport = {
  requests: number;
  errors: number;
  p50: number;
  p97_5: number;
  p99: number;
  seconds: number;
  /** CPU the load generator itself used (user + system), in ms: it shares the machine's cores with the server and the database. */
  generatorCpuMs: number;
  /** The machine's one-minute load average at the end, beside its core count. */
  loadAverage: number;
};

/**
 * `connections` clients in parallel, each sending one request after another
 * for `seconds`, over a signed-in session; the latencies of every answer.
 *
 * autocannon (issue 24): its figures can be compared with other projects'
 * published ones. Its percentiles are fixed (p50, p90, p97.5, p99, ...),
 * hence p97.5 where the hand-written generator gave p95.
 */
export async function apiLoad(base: string, cookie: string, paths: string[], connections = 50, seconds = 10): Promise<LoadReport> {
  const cpuBefore = process.cpuUsage();
  const result = await autocannon({
    url: base,
    connections,
    duration: seconds,
    headers: { cookie },
    // Each connection walks the paths in turn, as the hand-written generator did.
    requests: paths.map((path) => ({ method: 'GET' as const, path })),
  });
  const cpu = process.cpuUsage(cpuBefore);
  const histogram = result.latency;
  return {
    requests: result.requests.total,
    errors: result.errors + result.timeouts + result.non2xx,
    p50: histogram.p50,
    p97_5: histogram.p97_5,
    p99: histogram.p99,
    seconds,
    generatorCpuMs: (cpu.user + cpu.system) / 1000,
    loadAverage: (await import('node:os')).loadavg()[0] ?? 0,
  };
}

/**
 * The same load from a separate process, as real clients would be: run in
 * the server's own process, the load generator would share its event loop
 * and its latencies would count the generator's work too.
 */
export function apiLoadInChild(base: string, cookie: string, paths: string[], connections = 50, seconds = 10): Promise<LoadReport> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url)], {
      env: { ...process.env, LOAD_ARGS: JSON.stringify({ base, cookie, paths, connections, seconds }) },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(JSON.parse(out) as LoadReport) : reject(new Error(`load generator exited with ${code}`))));
  });
}

if (process.env.LOAD_ARGS && process.argv[1] === fileURLToPath(import.meta.url)) {
  const { base, cookie, paths, connections, seconds } = JSON.parse(process.env.LOAD_ARGS) as { base: string; cookie: string; paths: string[]; connections: number; seconds: number };
  process.stdout.write(JSON.stringify(await apiLoad(base, cookie, paths, connections, seconds)));
}
