// The ceiling the upload benches compare the app with: a plain Node HTTP server, in a process
// of its own, that takes a one-request upload (POST /api/audio: the body written to a file and
// fsynced, not even parsed) or a tus creation and then PATCHes as the app's route does (each
// chunk written at its offset and fsynced before it is answered), and nothing else: no
// framework, session, lock, database, multipart parsing, sniffing or analysis.
// `node scripts/bench/bare-upload-server.mjs DIR` prints the port it listens on.
import { createWriteStream } from 'node:fs';
import { open, writeFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';

const file = path.join(process.argv[2] ?? '.', 'bare-upload.bin');
let length = 0;
let offset = 0;

async function syncFile(name) {
  const handle = await open(name, 'r');
  await handle.sync().finally(() => handle.close());
}

const server = http.createServer(async (request, response) => {
  try {
    if (request.method === 'POST' && request.url === '/api/audio') {
      await pipeline(request, createWriteStream(file));
      await syncFile(file);
      response.writeHead(201, { 'content-type': 'application/json' }).end('{}');
      return;
    }
    if (request.method === 'POST') {
      length = Number(request.headers['upload-length']);
      offset = 0;
      await writeFile(file, '');
      request.resume();
      response.writeHead(201, { location: '/api/uploads/resumable/bare' }).end();
      return;
    }
    const start = Number(request.headers['upload-offset']);
    if (start !== offset) {
      response.writeHead(409).end();
      return;
    }
    await pipeline(request, createWriteStream(file, { flags: 'r+', start }));
    await syncFile(file);
    offset = start + Number(request.headers['content-length']);
    const done = offset >= length;
    response
      .writeHead(done ? 200 : 204, { 'upload-offset': String(offset) })
      .end(done ? '{}' : undefined);
  } catch (error) {
    response.writeHead(500).end(String(error));
  }
});
server.listen(0, '127.0.0.1', () => console.log(server.address().port));
