import type { IncomingMessage, Server, ServerResponse } from 'node:http';

/**
 * A server that can stop while clients keep asking. Node's close() ends
 * only the connections idle at that moment: one busy then, kept alive and
 * asked again before its idle time runs out (a browser's engine pulls every
 * few seconds), would keep the server from ever stopping. So once closing,
 * each answer not yet begun says Connection: close and ends its connection;
 * answers under way are not cut. Install it when the server starts.
 */
export function closableServer(server: Server) {
  let closing = false;
  const answering = new Set<ServerResponse>();
  // Before the app's listener, so the header is set before any answer begins.
  server.prependListener('request', (_req: IncomingMessage, res: ServerResponse) => {
    if (closing) res.setHeader('Connection', 'close');
    answering.add(res);
    res.on('close', () => answering.delete(res));
  });
  return {
    /** Stops listening; resolves when every connection has ended. */
    close: () =>
      new Promise<void>((resolve) => {
        closing = true;
        for (const res of answering) if (!res.headersSent) res.setHeader('Connection', 'close');
        server.close(() => resolve());
      }),
  };
}
