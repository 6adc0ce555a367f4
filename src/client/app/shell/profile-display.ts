import type { AccountRole } from '../../../shared/constants';

interface NamedProfile {
  artistName: string | null;
  firstName: string;
  lastName: string;
}

/** A profile's name as menus show it: artist name, else first and last name. */
export function profileDisplayName(profile: NamedProfile): string {
  const artist = profile.artistName?.trim();
  if (artist) return artist;
  return `${profile.firstName} ${profile.lastName}`.trim();
}

/** Up to two capital letters for an avatar without a picture. */
export function profileInitials(profile: NamedProfile): string {
  const words = profileDisplayName(profile).split(/\s+/).filter(Boolean);
  return words
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');
}

/** Roles that earn a badge in the profile menu (part 1 §3); others show none. */
const BADGE_ROLES = ['admin', 'team_member', 'founder'] as const;
export type BadgeRole = (typeof BADGE_ROLES)[number];

/** The role whose badge to show (translation key `profileMenu.roles.<role>`), or null. */
export function roleBadge(role: AccountRole): BadgeRole | null {
  return (BADGE_ROLES as readonly string[]).includes(role) ? (role as BadgeRole) : null;
}
