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
