import type { Rule } from 'eslint';

/** See feature-zones.js. */
export declare const featureZones: Rule.RuleModule;
