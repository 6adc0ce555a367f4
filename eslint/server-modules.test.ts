import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterEach, describe, expect, it } from 'vitest';
import { serverModules } from './server-modules.js';

let dir: string;
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

// A small server: two modules (projects with an entry, audio), a plugin, lib and the routes list.
const SERVER: Record<string, string> = {
  'server/modules/projects/index.ts':
    "export { requireProjectRole } from './project-access.js';\nexport { projectsRoutes } from './projects.routes.js';\n",
  'server/modules/projects/project-access.ts': 'export const requireProjectRole = 1;\n',
  'server/modules/projects/projects.routes.ts': 'export const projectsRoutes = 1;\n',
  'server/modules/projects/projects.repository.ts': 'export const projectsRepository = 1;\n',
  'server/modules/audio/audio.service.ts': 'export const audioService = 1;\n',
  'server/plugins/auth.ts': 'export const requireUser = 1;\n',
  'server/lib/http-errors.ts': 'export const notFound = 1;\n',
  'server/db/schema/index.ts': 'export const projects = 1;\n',
};

/** Writes SERVER plus `text` at src/`entry` and lints it with only the module rule. */
async function lint(entry: string, text: string) {
  dir = await mkdtemp(path.join(os.tmpdir(), 'server-modules-'));
  for (const [name, body] of Object.entries({ ...SERVER, [entry]: text })) {
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
          files: ['**/*.ts'],
          languageOptions: { parser: tseslint.parser },
          plugins: { trackroom: { rules: { 'server-modules': serverModules } } },
          rules: { 'trackroom/server-modules': 'error' },
        },
      ],
      { filename: path.join(dir, 'src', entry) },
    )
    .map((message) => message.message);
}

const INTERNAL = (from: string, inner: string) =>
  `${from} reaches into modules/projects/${inner}: import it from the module's entry, modules/projects/index.js (export it there if other modules may use it; a query two modules need lives in one repository, offered by that entry)`;

describe('server-modules', () => {
  it("lets a module import the lower layers, its own files and another module's entry", async () => {
    const messages = await lint(
      'server/modules/audio/audio.routes.ts',
      [
        "import { requireUser } from '../../plugins/auth.js';",
        "import { notFound } from '../../lib/http-errors.js';",
        "import { projects } from '../../db/schema/index.js';",
        "import { audioService } from './audio.service.js';",
        "import { requireProjectRole } from '../projects/index.js';",
        "export { projectsRoutes } from '../projects';",
        "import Fastify from 'fastify';",
        'export const routes = [requireUser, notFound, projects, audioService, requireProjectRole, Fastify];',
      ].join('\n'),
    );
    expect(messages).toEqual([]);
  });

  it("reports a reach into another module's file, static, re-exported or lazy", async () => {
    const messages = await lint(
      'server/modules/audio/audio.service.ts',
      [
        "import { projectsRepository } from '../projects/projects.repository.js';",
        "export { requireProjectRole } from '../projects/project-access.js';",
        "export const later = () => import('../projects/projects.routes.js');",
        'export const service = projectsRepository;',
      ].join('\n'),
    );
    expect(messages).toEqual([
      INTERNAL('modules/audio', 'projects.repository.ts'),
      INTERNAL('modules/audio', 'project-access.ts'),
      INTERNAL('modules/audio', 'projects.routes.ts'),
    ]);
  });

  it('holds the files outside the modules (routes.ts, app.ts) to the entries too', async () => {
    const messages = await lint(
      'server/routes.ts',
      "import { projectsRoutes } from './modules/projects/projects.routes.js';\nexport const all = [projectsRoutes];\n",
    );
    expect(messages).toEqual([INTERNAL('routes.ts', 'projects.routes.ts')]);
  });

  it("refuses a module's file going through its own entry", async () => {
    const messages = await lint(
      'server/modules/projects/projects.service.ts',
      "import { requireProjectRole } from './index.js';\nexport const service = requireProjectRole;\n",
    );
    expect(messages).toEqual([
      "modules/projects/projects.service.ts imports its own module's entry: import modules/projects's files directly (the entry is for other modules, and going through it closes a loop)",
    ]);
  });

  it('keeps the layers below the modules (plugins, lib, db, sessions) free of modules', async () => {
    const messages = await lint(
      'server/plugins/auth-guard.ts',
      "import { requireProjectRole } from '../modules/projects/index.js';\nexport const guard = requireProjectRole;\n",
    );
    expect(messages).toEqual([
      'plugins/ sits below the modules and may not import modules/projects: move what both need down into plugins/ (or another lower layer), or let the module hand it over',
    ]);
  });
});
