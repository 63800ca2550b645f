import { spawn } from 'node:child_process';
import http from 'node:http';
import { fileURLToPath } from 'node:url';

export type LoadReport = { requests: number; errors: number; p50: number; p95: number; p99: number; seconds: number; generatorCpuMs: number };

/**
 * `connections` clients in parallel, each sending one request after another
 * for `seconds`, over a signed-in session; latencies of every answer.
 *
 * The clients are node:http on kept-alive sockets, as lean as wrk or
 * autocannon: the generator shares this machine's two cores with the server
 * and the database, and Node's fetch cost about 1.2 ms of CPU per request
 * here, as much as the server's own work, which counted in its latencies.
 */
export async function apiLoad(base: string, cookie: string, paths: string[], connections = 50, seconds = 10): Promise<LoadReport> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const get = (url: string) =>
    new Promise<number>((resolve, reject) => {
      const req = http.get(url, { agent, headers: { cookie } }, (res) => {
        res.on('data', () => {});
        res.on('end', () => resolve(res.statusCode ?? 0));
        res.on('error', reject);
      });
      req.on('error', reject);
    });
  const latencies: number[] = [];
  let errors = 0;
  const until = Date.now() + seconds * 1000;
  const cpuBefore = process.cpuUsage();
  await Promise.all(
    Array.from({ length: connections }, async (_, c) => {
      for (let i = c; Date.now() < until; i++) {
        const t = performance.now();
        try {
          const status = await get(base + paths[i % paths.length]);
          if (status < 200 || status >= 300) errors++;
        } catch {
          errors++;
        }
        latencies.push(performance.now() - t);
      }
    }),
  );
  const cpu = process.cpuUsage(cpuBefore);
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const q = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))] ?? 0;
  return { requests: latencies.length, errors, p50: q(0.5), p95: q(0.95), p99: q(0.99), seconds, generatorCpuMs: (cpu.user + cpu.system) / 1000 };
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
