import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A proxy on the loopback in front of the app's preview server that holds the app's scripts back
 * until `release()`, as a slow phone's network does (docs/first-second.md). The engines'
 * drivers here cannot hold a request themselves (WebKitWebDriver has no network interception),
 * so the hold is on the server's side: every engine gets the same.
 */
export interface HoldingProxy {
  origin: string;
  release(): void;
  close(): Promise<void>;
}

const SCRIPT = /^\/assets\/[^?]*\.js(\?|$)/;

export async function holdingProxy(target: string): Promise<HoldingProxy> {
  const upstream = new URL(target);
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  const server: Server = createServer((incoming, outgoing) => {
    const forward = () => {
      const proxied = request(
        {
          host: upstream.hostname,
          port: upstream.port,
          method: incoming.method,
          path: incoming.url,
          headers: { ...incoming.headers, host: upstream.host },
        },
        (answer) => {
          outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(outgoing);
        },
      );
      proxied.on('error', () => outgoing.destroy());
      incoming.pipe(proxied);
    };
    if (SCRIPT.test(incoming.url ?? '')) void released.then(forward);
    else forward();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    release,
    close: () =>
      new Promise<void>((resolve) => {
        release();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
