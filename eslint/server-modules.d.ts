import type { Rule } from 'eslint';

/** See server-modules.js. */
export declare const serverModules: Rule.RuleModule;
