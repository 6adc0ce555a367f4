import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterEach, describe, expect, it } from 'vitest';
import { noImportCycle } from './no-import-cycle.js';

let dir: string;
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** Writes `files` under a fresh src/ and lints `entry` with only the cycle rule. */
async function lintWith(files: Record<string, string>, entry: string) {
  dir = await mkdtemp(path.join(os.tmpdir(), 'import-cycle-'));
  for (const [name, text] of Object.entries(files)) {
    const file = path.join(dir, 'src', name);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, text);
  }
  const linter = new Linter({ cwd: dir });
  const filename = path.join(dir, 'src', entry);
  return linter.verify(
    files[entry]!,
    [
      {
        files: ['**/*.ts'],
        languageOptions: { parser: tseslint.parser },
        plugins: { trackroom: { rules: { 'no-import-cycle': noImportCycle } } },
        rules: { 'trackroom/no-import-cycle': 'error' },
      },
    ],
    { filename },
  );
}

describe('no-import-cycle', () => {
  it('reports an import that leads back through another module, naming the way round', async () => {
    const messages = await lintWith(
      {
        'audio/song.ts': "import { play } from '../player/engine';\nexport const song = play;\n",
        'player/engine.ts': "import { cover } from './cover.js';\nexport const play = cover;\n",
        'player/cover.ts': "import type { song } from '../audio/song';\nexport const cover = 1;\n",
      },
      'audio/song.ts',
    );
    expect(messages).toHaveLength(1);
    expect(messages[0]!.message).toBe(
      'Import cycle: src/audio/song.ts → src/player/engine.ts → src/player/cover.ts → src/audio/song.ts',
    );
  });

  it('lets one-way imports and lazy import() pass', async () => {
    const messages = await lintWith(
      {
        'app.ts': "import { page } from './page';\nexport const app = page;\n",
        'page.ts': "export const page = () => import('./app');\n",
      },
      'app.ts',
    );
    expect(messages).toEqual([]);
  });
});
