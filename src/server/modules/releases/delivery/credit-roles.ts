import { splitCreditRoles } from '../../../../shared/schemas/credits.js';
import type { DeliveryCredit } from './delivery-input.js';

/*
 * How a song's credit roles (src/shared/schemas/credits.ts: the Credits tab's list, the wider
 * predefined list, or custom text) read to a distributor: the CSV's writers / performers /
 * producers columns, and the ERN's Contributor roles (DDEX allowed-value set ContributorRole;
 * a role with no DDEX name goes as UserDefined with its own text).
 */

const WRITER_ROLES = new Set(['songwriter', 'composer', 'lyricist']);
const PERFORMER_ROLES = new Set([
  'artist',
  'performer',
  'vocalist',
  'musician',
  'featured',
  'featured artist',
  'background vocalist',
  'session musician',
]);
const PRODUCER_ROLES = new Set(['producer', 'executive producer']);
const FEATURED_ROLES = new Set(['featured', 'featured artist']);

const DDEX_CONTRIBUTOR_ROLES: Record<string, string> = {
  songwriter: 'ComposerLyricist',
  composer: 'Composer',
  lyricist: 'Lyricist',
  producer: 'Producer',
  mixer: 'MixingEngineer',
  'mastering engineer': 'MasteringEngineer',
  engineer: 'RecordingEngineer',
  arranger: 'Arranger',
};

export type CreditGroup = 'writers' | 'performers' | 'producers';

const GROUPS: Record<CreditGroup, Set<string>> = {
  writers: WRITER_ROLES,
  performers: PERFORMER_ROLES,
  producers: PRODUCER_ROLES,
};

/** The names credited with a role of the group, each once, in credit order. */
export function creditNames(credits: readonly DeliveryCredit[], group: CreditGroup): string[] {
  const names = credits
    .filter((credit) =>
      splitCreditRoles(credit.role).some((r) => GROUPS[group].has(r.toLowerCase())),
    )
    .map((credit) => credit.name.trim());
  return [...new Set(names)];
}

/** Whether the credit names a featured artist (shown beside the main artist). */
export function isFeatured(credit: DeliveryCredit): boolean {
  return splitCreditRoles(credit.role).some((r) => FEATURED_ROLES.has(r.toLowerCase()));
}

/** A credit's roles as DDEX ContributorRole values: a known name, or UserDefined with its text. */
export function ddexContributorRoles(
  credit: DeliveryCredit,
): { value: string; userDefined?: string }[] {
  return splitCreditRoles(credit.role).map((role) => {
    const known = DDEX_CONTRIBUTOR_ROLES[role.toLowerCase()];
    return known ? { value: known } : { value: 'UserDefined', userDefined: role };
  });
}
