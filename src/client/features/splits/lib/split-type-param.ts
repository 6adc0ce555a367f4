import { SPLIT_TYPES, type SplitType } from '../../../../shared/schemas/splits';

/** The URL parameter that keeps the chosen sub-tab (`?tab=splits&split=publishing`). */
export const SPLIT_TYPE_PARAM = 'split';

/** The split type named by `?split=`; master when absent or unknown. */
export function parseSplitType(value: string | null | undefined): SplitType {
  const wanted = (value ?? '').trim().toLowerCase();
  return (SPLIT_TYPES as readonly string[]).includes(wanted) ? (wanted as SplitType) : 'master';
}
