import type { Rule } from 'eslint';

/** See no-import-cycle.js. */
export declare const noImportCycle: Rule.RuleModule;
/** The file a relative specifier names (`./x.js` may be `./x.ts`), or null. */
export declare function resolveImport(fromFile: string, specifier: string): string | null;
/** The server unit a file counts in for folder loops (`modules/audio`, `plugins`), or null. */
export declare function serverUnitOf(cwd: string, file: string): string | null;
