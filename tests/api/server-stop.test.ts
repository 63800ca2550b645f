import http, { type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { expect, it } from 'vitest';
import { closableServer } from '../../src/server/http/closable-server';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

// Issue 17 (chaos run): a server restart hung while a device kept pulling
// on the keep-alive connection that was busy when the server began to stop.
it('stops while a client keeps asking on a keep-alive connection busy at the stop, without cutting its answer', async () => {
  let release!: () => void;
  const gate = new Promise<void>((r) => (release = r));
  let arrived!: () => void;
  const slowArrived = new Promise<void>((r) => (arrived = r));
  const server = (await new Promise<Server>((resolve) => {
    const s = serve(
      {
        fetch: async (req) => {
          if (new URL(req.url).pathname === '/slow') {
            arrived();
            await gate;
          }
          return new Response('ok');
        },
        port: 0,
        hostname: '127.0.0.1',
      },
      () => resolve(s as Server),
    );
  })) as Server;
  const closer = closableServer(server);
  const { port } = server.address() as AddressInfo;
  // One connection, kept alive, as a browser's engine uses it.
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const get = (path: string) =>
    new Promise<{ status: number; body: string }>((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port, path, agent }, (res) => {
          let body = '';
          res.on('data', (c: Buffer) => (body += c.toString()));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        })
        .on('error', reject);
    });

  const slow = get('/slow');
  await slowArrived;
  const stopped = closer.close().then(() => 'stopped' as const);
  release();
  expect(await slow).toEqual({ status: 200, body: 'ok' });
  // The client asks again and again on that connection (until refused).
  let asking = true;
  const asks = (async () => {
    while (asking) {
      await get('/');
      await sleep(50);
    }
  })().catch(() => undefined);
  // Node keeps an idle connection 5 s: well within that, the server has stopped.
  const outcome = await Promise.race([stopped, sleep(3_000).then(() => 'still serving' as const)]);
  asking = false;
  agent.destroy();
  await asks;
  await stopped;
  expect(outcome).toBe('stopped');
});

// A client that reuses a kept-alive connection after Node's default 5 s idle
// found it reset by the server (the bench's storm: "fetch failed, ECONNRESET").
it('keeps an idle kept-alive connection past Node\'s 5 s, so a client reusing it is answered', async () => {
  const { startServer } = await import('../../src/server/start-server');
  const server = await startServer({ port: 0, dataDir: 'memory://' });
  try {
    const port = Number(new URL(server.url).port);
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const sockets = new Set<unknown>();
    const get = () =>
      new Promise<number>((resolve, reject) => {
        const req = http.get({ host: '127.0.0.1', port, path: '/api/openapi.json', agent }, (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
        });
        req.on('socket', (s) => sockets.add(s));
        req.on('error', reject);
      });
    expect(await get()).toBe(200);
    await sleep(6_000);
    expect(await get()).toBe(200);
    // The same connection answered both.
    expect(sockets.size).toBe(1);
    agent.destroy();
  } finally {
    await server.stop();
  }
}, 60_000);
