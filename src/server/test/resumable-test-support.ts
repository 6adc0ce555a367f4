import net from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { RESUMABLE_UPLOAD_PATH } from '../../shared/constants.js';

/** tus's version header, sent with every request of the protocol. */
export const TUS = { 'tus-resumable': '1.0.0' };

/** tus Upload-Metadata: `key base64(value)` pairs. */
export const metadataHeader = (values: Record<string, string>) =>
  Object.entries(values)
    .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
    .join(',');

/** The tus requests of one signed-in person (`cookie`), over the app's HTTP. */
export function tusClient(app: FastifyInstance, cookie: string) {
  return {
    create: (values: Record<string, string>, length: number | string) =>
      app.inject({
        method: 'POST',
        url: RESUMABLE_UPLOAD_PATH,
        headers: {
          ...TUS,
          cookie,
          'upload-length': String(length),
          'upload-metadata': metadataHeader(values),
        },
      }),
    patch: (location: string, offset: number, bytes: Buffer) =>
      app.inject({
        method: 'PATCH',
        url: location,
        headers: {
          ...TUS,
          cookie,
          'upload-offset': String(offset),
          'content-type': 'application/offset+octet-stream',
        },
        payload: bytes,
      }),
    head: (location: string) =>
      app.inject({ method: 'HEAD', url: location, headers: { ...TUS, cookie } }),
    get: (location: string) => app.inject({ method: 'GET', url: location, headers: { cookie } }),
    remove: (location: string) =>
      app.inject({ method: 'DELETE', url: location, headers: { ...TUS, cookie } }),
  };
}

/**
 * A tus PATCH whose client goes away, as a closed laptop lid does: its headers promise `total`
 * bytes, `sent` of them go over a real socket to `base` (an http:// address), then the socket
 * is destroyed. Resolves once it is closed.
 */
export async function cutOffPatch(
  base: string,
  request: { path: string; offset: number; total: number; headers: Record<string, string> },
  sent: Buffer,
): Promise<void> {
  const { hostname, port } = new URL(base);
  const socket = net.connect(Number(port), hostname);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  const headers = {
    host: `${hostname}:${port}`,
    ...TUS,
    'upload-offset': String(request.offset),
    'content-type': 'application/offset+octet-stream',
    'content-length': String(request.total),
    ...request.headers,
  };
  const head = [`PATCH ${request.path} HTTP/1.1`];
  for (const [name, value] of Object.entries(headers)) head.push(`${name}: ${value}`);
  const write = (data: string | Buffer) =>
    new Promise<void>((resolve, reject) =>
      socket.write(data, (error) => (error ? reject(error) : resolve())),
    );
  await write(`${head.join('\r\n')}\r\n\r\n`);
  await write(sent);
  // Time for the bytes to be read before the cut, so the server has them to keep.
  await sleep(300);
  const closed = new Promise((resolve) => socket.once('close', resolve));
  socket.destroy();
  await closed;
}
