import net from 'node:net';

/**
 * A TCP relay in front of a PostgreSQL server that can be taken away and brought back: `down()`
 * cuts every connection through it and refuses new ones (ECONNREFUSED), as a server that restarts
 * or a network that fails; `up()` accepts again on the same port. The test's own connections go
 * straight to the server, so it can look at the database while the app cannot.
 */
export async function tcpProxy(target: { host: string; port: number }) {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(target.port, target.host);
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('close', () => sockets.delete(s));
      // A cut end is expected here: the other end is destroyed with it.
      s.on('error', () => {
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream);
    upstream.pipe(client);
  });
  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve((server.address() as net.AddressInfo).port);
      });
    });
  const port = await listen(0);
  let isUp = true;
  const down = async () => {
    if (!isUp) return;
    isUp = false;
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    for (const s of sockets) s.destroy();
    await closed;
  };
  return {
    port,
    down,
    up: async () => {
      if (isUp) return;
      await listen(port);
      isUp = true;
    },
    close: down,
  };
}
