/** Revenue split types (part 2 §9), one sub-tab each. */
export const SPLIT_TYPES = ['master', 'publishing', 'performance'] as const;
export type SplitType = (typeof SPLIT_TYPES)[number];
