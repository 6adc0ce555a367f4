// Writes a Brotli (.br) and a gzip (.gz) copy beside each built text asset of dist/client, so
// that the server sends the smaller one the browser accepts without compressing anything per
// request (@fastify/static's preCompressed option). Copies that save nothing are not written.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const TEXT_ASSET = /\.(?:js|css|svg|json|txt)$/;
/** Below this a compressed copy saves less than its own headers cost. */
const MIN_BYTES = 1024;

async function textAssets(dir) {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && TEXT_ASSET.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** Compresses every text asset under `dir`; resolves with the bytes before and after (Brotli). */
export async function precompress(dir) {
  let before = 0;
  let after = 0;
  await Promise.all(
    (await textAssets(dir)).map(async (file) => {
      const bytes = await readFile(file);
      if (bytes.length < MIN_BYTES) return;
      const [br, gz] = await Promise.all([
        brotli(bytes, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
          },
        }),
        gzip(bytes, { level: zlib.constants.Z_BEST_COMPRESSION }),
      ]);
      before += bytes.length;
      after += Math.min(br.length, bytes.length);
      if (br.length < bytes.length) await writeFile(`${file}.br`, br);
      if (gz.length < bytes.length) await writeFile(`${file}.gz`, gz);
    }),
  );
  return { before, after };
}
