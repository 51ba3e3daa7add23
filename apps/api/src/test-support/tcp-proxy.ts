import { connect, createServer, type Server, type Socket } from 'node:net';

export interface TcpProxy {
  port: number;
  /** A network partition: nothing passes either way, connections stay open and new ones hang. */
  partition(): void;
  /** The partition ends: what was held back is delivered, as TCP would retransmit it. */
  heal(): void;
  close(): Promise<void>;
}

/**
 * A TCP proxy on 127.0.0.1 in front of `target` (the test's PostgreSQL server), for fault tests
 * that need the network to fail without an error: a partition does not refuse or reset anything.
 */
export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const pairs = new Set<[Socket, Socket]>();
  let partitioned = false;
  const server: Server = createServer((client) => {
    const upstream = connect(target.port, target.host);
    const pair: [Socket, Socket] = [client, upstream];
    pairs.add(pair);
    client.pipe(upstream);
    upstream.pipe(client);
    if (partitioned) for (const socket of pair) socket.pause();
    const drop = () => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.on('error', drop);
    upstream.on('error', drop);
    client.on('close', drop);
    upstream.on('close', drop);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('proxy has no port');
  return {
    port: address.port,
    partition() {
      partitioned = true;
      for (const pair of pairs) for (const socket of pair) socket.pause();
    },
    heal() {
      partitioned = false;
      for (const pair of pairs) for (const socket of pair) socket.resume();
    },
    async close() {
      for (const [a, b] of pairs) {
        a.destroy();
        b.destroy();
      }
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
