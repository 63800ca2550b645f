import { spawn } from 'node:child_process';
import type { Readable, Writable } from 'node:stream';
import { chromiumArgs, chromiumPath } from '../support/browser';
import { poll } from './browser-bench';

/**
 * Chromium on a profile with no automation watching its network: the bench
 * talks to it over the DevTools pipe and enables nothing but what it calls
 * (`Runtime.evaluate` in the app's page).
 *
 * Why not Playwright here: Playwright enables the Network domain on every
 * page, so each request is reported to it as events that the browser
 * serialises and the bench's Node process parses. A probe of 1,000 bare
 * PATCHes to a trivial server, four at a time, took 3.4 s in a plain
 * Chromium and 6.1 to 6.3 s under Playwright (decision 0021). A rep's
 * browser has no such watcher, so a measure of many requests (the replay)
 * runs here.
 */
export type BareChromium = {
  /** Evaluates an expression in the page and returns its (awaited) value. */
  evaluate<T>(expression: string): Promise<T>;
  /** Any other DevTools call in the page's session (a probe's Profiler.start, say). */
  call<T>(method: string, params?: object): Promise<T>;
  close(): Promise<void>;
};

type Message = { id?: number; result?: unknown; error?: { message: string } };

export async function openBareChromium(userDataDir: string, url: string): Promise<BareChromium> {
  const child = spawn(chromiumPath(), [...chromiumArgs, '--remote-debugging-pipe', `--user-data-dir=${userDataDir}`, url], {
    stdio: ['ignore', 'ignore', 'ignore', 'pipe', 'pipe'],
  });
  const toBrowser = child.stdio[3] as Writable;
  const fromBrowser = child.stdio[4] as Readable;
  // A write to a browser that died fails with EPIPE: its calls are failed on exit below.
  toBrowser.on('error', () => {});
  const waiting = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
  // A browser that dies (or fails to start) answers nothing more: no call waits forever.
  const exited = new Promise<void>((resolve) =>
    child.once('exit', (code) => {
      for (const call of waiting.values()) call.reject(new Error(`Chromium exited (${code}) before answering`));
      waiting.clear();
      resolve();
    }),
  );
  let nextId = 0;
  let buffer = '';
  fromBrowser.setEncoding('utf8');
  fromBrowser.on('data', (chunk: string) => {
    buffer += chunk;
    // Messages on the pipe end with a NUL byte.
    for (let end = buffer.indexOf('\0'); end >= 0; end = buffer.indexOf('\0')) {
      const message = JSON.parse(buffer.slice(0, end)) as Message;
      buffer = buffer.slice(end + 1);
      const call = message.id === undefined ? undefined : waiting.get(message.id);
      if (!call) continue;
      waiting.delete(message.id!);
      if (message.error) call.reject(new Error(message.error.message));
      else call.resolve(message.result);
    }
  });
  const send = <T>(method: string, params: object = {}, sessionId?: string) =>
    new Promise<T>((resolve, reject) => {
      const id = ++nextId;
      waiting.set(id, { resolve: resolve as (v: unknown) => void, reject });
      toBrowser.write(`${JSON.stringify({ id, method, params, sessionId })}\0`);
    });

  let sessionId: string;
  try {
    let targetId: string | undefined;
    await poll(async () => {
      const { targetInfos } = await send<{ targetInfos: { targetId: string; type: string }[] }>('Target.getTargets');
      targetId = targetInfos.find((t) => t.type === 'page')?.targetId;
      return targetId !== undefined;
    }, 10_000);
    ({ sessionId } = await send<{ sessionId: string }>('Target.attachToTarget', { targetId, flatten: true }));
  } catch (error) {
    // No page to talk to: leave no browser behind.
    child.kill();
    await exited;
    throw error;
  }

  return {
    async evaluate<T>(expression: string) {
      const answer = await send<{ result: { value: T }; exceptionDetails?: { exception?: { description?: string }; text: string } }>(
        'Runtime.evaluate',
        { expression, awaitPromise: true, returnByValue: true },
        sessionId,
      );
      if (answer.exceptionDetails) throw new Error(answer.exceptionDetails.exception?.description ?? answer.exceptionDetails.text);
      return answer.result.value;
    },
    call: <T>(method: string, params: object = {}) => send<T>(method, params, sessionId),
    async close() {
      await send('Browser.close').catch(() => undefined);
      await exited;
    },
  };
}
