import type { Language } from '../../../shared/constants.js';
import type { CurrentUser, ProfileSummary } from '../../../shared/schemas/auth.js';
import type { ProfileRow, PublicAccount } from './auth.repository.js';

/**
 * The signed-in user as the client sees it: `id` is the active profile's id (part 1 §3);
 * `firstVisit` comes from the session (the one a sign-up started), `language` from the settings.
 */
export function toCurrentUser(
  {
    account,
    profile,
    language,
  }: { account: PublicAccount; profile: ProfileRow; language: Language },
  firstVisit: boolean,
): CurrentUser {
  return {
    id: profile.id,
    accountId: account.id,
    email: account.email,
    role: account.role,
    firstName: profile.firstName,
    lastName: profile.lastName,
    artistName: profile.artistName,
    profileImageUrl: profile.profileImageUrl,
    plan: profile.plan,
    trialEndsAt: profile.trialEndsAt?.toISOString() ?? null,
    onboarded: profile.onboardedAt !== null,
    isDemo: account.isDemo,
    createdAt: account.createdAt.toISOString(),
    firstVisit,
    language,
  };
}

/** One row of the profile switcher. */
export function toProfileSummary(
  profile: ProfileRow,
  activeProfileId: string | null,
): ProfileSummary {
  return {
    id: profile.id,
    artistName: profile.artistName,
    firstName: profile.firstName,
    lastName: profile.lastName,
    profileImageUrl: profile.profileImageUrl,
    isActive: profile.id === activeProfileId,
  };
}
