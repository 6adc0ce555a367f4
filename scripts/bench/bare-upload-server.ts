// Runs the bare upload server (bare-upload-server.mjs) in a process of its own for one piece of
// work: the ceiling the upload rows are read against.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';

const BARE_SERVER = fileURLToPath(new URL('./bare-upload-server.mjs', import.meta.url));

/** Starts the bare server writing in `dir`, runs `work` against its base URL, then stops it. */
export async function withBareServer<T>(dir: string, work: (base: string) => Promise<T>) {
  const child = spawn(process.execPath, [BARE_SERVER, dir], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    const [line] = (await once(child.stdout, 'data')) as [Buffer];
    return await work(`http://127.0.0.1:${Number(line.toString())}`);
  } finally {
    child.kill();
  }
}
