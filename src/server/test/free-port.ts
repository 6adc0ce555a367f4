import net from 'node:net';

/**
 * A loopback port free right now (the system picks it, then it is let go): for servers that
 * tests, the bench and the soak start, and for an address nothing listens on.
 */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}
