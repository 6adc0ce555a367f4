import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterEach, describe, expect, it } from 'vitest';
import { featureZones } from './feature-zones.js';

let dir: string;
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

// A small client: two features (player with an entry, audio), the shared layers and the shell.
const CLIENT: Record<string, string> = {
  'shared/schemas/audio.ts': 'export type Song = { id: string };\n',
  'client/lib/api-client.ts': 'export const api = 1;\n',
  'client/components/ui/button.tsx': 'export const Button = 1;\n',
  'client/hooks/use-autosave.ts': 'export const useAutosave = 1;\n',
  'client/i18n/i18n.ts': 'export const i18n = 1;\n',
  'client/app/router.tsx': 'export const router = 1;\n',
  'client/features/player/index.ts': "export { PlayerBar } from './components/player-bar';\n",
  'client/features/player/components/player-bar.tsx': 'export const PlayerBar = 1;\n',
  'client/features/player/player-rules.ts': 'export const rules = 1;\n',
  'client/features/audio/song-table.tsx': 'export const SongTable = 1;\n',
};

/** Writes CLIENT plus `text` at src/`entry` and lints it with only the zone rule. */
async function lint(entry: string, text: string) {
  dir = await mkdtemp(path.join(os.tmpdir(), 'feature-zones-'));
  for (const [name, body] of Object.entries({ ...CLIENT, [entry]: text })) {
    const file = path.join(dir, 'src', name);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, body);
  }
  const linter = new Linter({ cwd: dir });
  return linter
    .verify(
      text,
      [
        {
          files: ['**/*.ts', '**/*.tsx'],
          languageOptions: { parser: tseslint.parser },
          plugins: { trackroom: { rules: { 'feature-zones': featureZones } } },
          rules: { 'trackroom/feature-zones': 'error' },
        },
      ],
      { filename: path.join(dir, 'src', entry) },
    )
    .map((message) => message.message);
}

describe('feature-zones', () => {
  it('lets a feature import the shared layers, its own files and another feature through its entry', async () => {
    const messages = await lint(
      'client/features/audio/song-row.tsx',
      [
        "import type { Song } from '../../../shared/schemas/audio';",
        "import { api } from '../../lib/api-client';",
        "import { Button } from '../../components/ui/button';",
        "import { useAutosave } from '../../hooks/use-autosave';",
        "import { i18n } from '../../i18n/i18n';",
        "import { SongTable } from './song-table';",
        "import { PlayerBar } from '../player';",
        "export { PlayerBar as Bar } from '../player/index';",
        "import { useState } from 'react';",
        'export const row = [api, Button, useAutosave, i18n, SongTable, PlayerBar, useState];',
        'export type Row = Song;',
      ].join('\n'),
    );
    expect(messages).toEqual([]);
  });

  it("reports a reach into another feature's internals, static, re-exported or lazy", async () => {
    const messages = await lint(
      'client/features/audio/song-row.tsx',
      [
        "import { PlayerBar } from '../player/components/player-bar';",
        "export { rules } from '../player/player-rules';",
        "export const later = () => import('../player/player-rules');",
        'export const row = PlayerBar;',
      ].join('\n'),
    );
    expect(messages).toEqual([
      "features/audio reaches into features/player/components/player-bar.tsx: import it from the feature's entry, features/player (add the export to features/player/index.ts if others may use it)",
      "features/audio reaches into features/player/player-rules.ts: import it from the feature's entry, features/player (add the export to features/player/index.ts if others may use it)",
      "features/audio reaches into features/player/player-rules.ts: import it from the feature's entry, features/player (add the export to features/player/index.ts if others may use it)",
    ]);
  });

  it('keeps features out of the app shell', async () => {
    const messages = await lint(
      'client/features/audio/song-row.tsx',
      "import { router } from '../../app/router';\nexport const row = router;\n",
    );
    expect(messages).toEqual([
      "features/audio may import src/shared, components/, lib/, hooks/, i18n/, its own files and other features' entries, not src/client/app/router.tsx",
    ]);
  });

  it('keeps the shared layers below the features and the shell', async () => {
    const messages = await lint(
      'client/lib/player/player-context.tsx',
      [
        "import { PlayerBar } from '../../features/player';",
        "import { router } from '../../app/router';",
        "import { api } from '../api-client';",
        'export const context = [PlayerBar, router, api];',
      ].join('\n'),
    );
    expect(messages).toEqual([
      'lib/ sits below the features and the app shell: it may not import src/client/features/player/index.ts',
      'lib/ sits below the features and the app shell: it may not import src/client/app/router.tsx',
    ]);
  });

  it('leaves the app shell free to compose features', async () => {
    const messages = await lint(
      'client/app/shell.tsx',
      "import { rules } from '../features/player/player-rules';\nexport const shell = () => import('../features/audio/song-table');\nexport const r = rules;\n",
    );
    expect(messages).toEqual([]);
  });
});
