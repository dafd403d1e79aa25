import { createServer, connect, type Server, type Socket } from 'node:net';

/*
 * Test-only TCP proxy in front of the shared PostgreSQL server (docs/product/security-tests.md#t9-2 / docs/product/security-tests.md#t9-4): the
 * machine's PostgreSQL serves other engineers' tests too and must not be restarted, so a test
 * simulates a restart of "its" server by cutting this proxy — every open connection is reset and
 * new ones are refused (ECONNREFUSED), as while PostgreSQL is down — then restoring it.
 */
export interface FaultProxy {
  /** postgres:// URL of `databaseUrl`'s database through the proxy. */
  readonly url: string;
  readonly port: number;
  /** Connections through the proxy right now. */
  open(): number;
  /** "PostgreSQL goes down": resets every open connection and stops listening. */
  cut(): Promise<void>;
  /** "PostgreSQL is back": listens again on the same port. */
  restore(): Promise<void>;
  close(): Promise<void>;
}

export async function startFaultProxy(databaseUrl: string): Promise<FaultProxy> {
  const target = new URL(databaseUrl);
  const targetHost = target.hostname;
  const targetPort = Number(target.port || 5432);
  const pairs = new Set<[Socket, Socket]>();

  const onConnection = (client: Socket) => {
    const upstream = connect(targetPort, targetHost);
    const pair: [Socket, Socket] = [client, upstream];
    pairs.add(pair);
    const end = () => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.on('error', end).on('close', end);
    upstream.on('error', end).on('close', end);
    client.pipe(upstream);
    upstream.pipe(client);
  };

  let server: Server = createServer(onConnection);
  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        const address = server.address();
        resolve(typeof address === 'object' && address ? address.port : port);
      });
    });
  const port = await listen(0);
  let listening = true;
  const stop = () =>
    new Promise<void>((resolve) => {
      if (!listening) return resolve();
      listening = false;
      server.close(() => resolve());
      for (const [client, upstream] of pairs) {
        client.resetAndDestroy();
        upstream.destroy();
      }
      pairs.clear();
    });

  const url = new URL(databaseUrl);
  url.hostname = '127.0.0.1';
  url.port = String(port);
  return {
    url: url.toString(),
    port,
    open: () => pairs.size,
    cut: stop,
    async restore() {
      if (listening) return;
      server = createServer(onConnection);
      await listen(port);
      listening = true;
    },
    close: stop,
  };
}
