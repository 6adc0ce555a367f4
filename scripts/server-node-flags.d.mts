/** Node flags the server runs with (server-node-flags.mjs); none when node was given its own. */
export declare function serverNodeFlags(env?: NodeJS.ProcessEnv, execArgv?: string[]): string[];
/** The environment variables the server's process starts with (MALLOC_ARENA_MAX). */
export declare function serverProcessEnv(env?: NodeJS.ProcessEnv): Record<string, string>;
