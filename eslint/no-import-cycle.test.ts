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

  it('reports server folders that import each other, though no file closes a circle', async () => {
    const files = {
      'server/modules/audio/audio.service.ts':
        "import { requireProjectRole } from '../projects/index.js';\nexport const audio = requireProjectRole;\n",
      'server/modules/projects/index.ts':
        "export { requireProjectRole } from './project-access.js';\n",
      'server/modules/projects/project-access.ts': 'export const requireProjectRole = 1;\n',
      'server/modules/projects/projects.service.ts':
        "import { audio } from '../audio/audio.service.js';\nexport const projects = audio;\n",
    };
    const messages = await lintWith(files, 'server/modules/audio/audio.service.ts');
    expect(messages.map((message) => message.message)).toEqual([
      'Folder loop: modules/audio → modules/projects → modules/audio. Two server folders may not lean on each other: move what both need below them (db/, lib/, sessions/) or into one of them, offered through its entry (docs/server.md)',
    ]);
  });

  it('counts the top-level server folders, and leaves tests and src/server/test/ out', async () => {
    const files = {
      'server/plugins/auth.ts':
        "import { sessions } from '../modules/auth/session.repository.js';\nexport const requireUser = sessions;\n",
      'server/modules/auth/session.repository.ts': 'export const sessions = 1;\n',
      'server/modules/auth/auth.routes.ts':
        "import { requireUser } from '../../plugins/auth.js';\nexport const routes = requireUser;\n",
      'server/modules/lyrics/lyrics.test.ts':
        "import { app } from '../../test/build-test-app.js';\nexport const t = app;\n",
      'server/test/build-test-app.ts':
        "import { lyrics } from '../modules/lyrics/lyrics.routes.js';\nexport const app = lyrics;\n",
      'server/modules/lyrics/lyrics.routes.ts': 'export const lyrics = 1;\n',
    };
    const plugin = await lintWith(files, 'server/plugins/auth.ts');
    expect(plugin.map((message) => message.message)).toEqual([
      'Folder loop: plugins → modules/auth → plugins. Two server folders may not lean on each other: move what both need below them (db/, lib/, sessions/) or into one of them, offered through its entry (docs/server.md)',
    ]);
    expect(await lintWith(files, 'server/modules/lyrics/lyrics.test.ts')).toEqual([]);
  });
});
