/** The compiled server's entry point (scripts/build-server.mjs writes it). */
export declare const SERVER_ENTRY: string;
/** The compiled bench server's entry point (`scripts/build-server.mjs bench`). */
export declare const BENCH_SERVER_ENTRY: string;
/** Builds the client into dist/client when it is missing or older than its sources. */
export declare function buildClientIfStale(): void;
/** Compiles the server into dist/server when it is missing or older than its sources. */
export declare function buildServerIfStale(): void;
/** Compiles the bench server into dist/bench-server when it is missing or out of date. */
export declare function buildBenchServerIfStale(): void;
