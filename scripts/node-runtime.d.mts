export declare const REQUIRED_NODE_MAJOR: number;
/** Why this Node cannot run Trackroom, or null when it can. */
export declare function nodeRuntimeProblem(version?: string): string | null;
/** Stops the script with that reason when this Node cannot run Trackroom. */
export declare function requireSupportedNode(): void;
