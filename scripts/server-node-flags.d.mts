/** Node flags the server runs with (server-node-flags.mjs); none when node was given its own. */
export declare function serverNodeFlags(env?: NodeJS.ProcessEnv, execArgv?: string[]): string[];
