import type { Rule } from 'eslint';

/** See ui-primitives.js. */
export declare const uiPrimitives: Rule.RuleModule;
