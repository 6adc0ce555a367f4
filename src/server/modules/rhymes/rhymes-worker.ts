// The rhyme indexes live in this worker thread: building one takes seconds of CPU and 100+ MB,
// and look-ups over them must never hold up the server's event loop (other requests, saves).
import { parentPort } from 'node:worker_threads';
import type { RhymesRequest, RhymesResponse } from './rhymes-protocol.js';
import { countTextSyllables, findRhymes, loadedDictionaries } from './rhymes.service.js';

const port = parentPort;
if (!port) throw new Error('rhymes-worker must run in a worker thread');

async function answer(request: RhymesRequest): Promise<unknown> {
  switch (request.op) {
    case 'rhymes':
      return findRhymes(request.word, request.lang);
    case 'syllables':
      return countTextSyllables(request.text, request.lang);
  }
}

port.on('message', (request: RhymesRequest) => {
  answer(request).then(
    (result) =>
      port.postMessage({
        id: request.id,
        result,
        dictionaries: loadedDictionaries(),
      } satisfies RhymesResponse),
    (error: unknown) =>
      port.postMessage({
        id: request.id,
        error: error instanceof Error ? error.message : String(error),
        dictionaries: loadedDictionaries(),
      } satisfies RhymesResponse),
  );
});
