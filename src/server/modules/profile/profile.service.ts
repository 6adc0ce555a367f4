import {
  PROFILE_MESSAGES,
  type Profile,
  type ProfileChanges,
} from '../../../shared/schemas/profile.js';
import type { ProfileOverview } from '../../../shared/schemas/profile-overview.js';
import { badRequest, HttpError, notFound } from '../../lib/http-errors.js';
import type { SessionContext } from '../../sessions/session.repository.js';
import { presentProfile } from './present-profile.js';
import type { ProfileOverviewRepository } from './profile-overview.repository.js';
import { presentOverview } from './present-overview.js';
import type { ProfileRepository, ProfileRow, ProfileValues } from './profile.repository.js';

export const PROFILE_NOT_FOUND = 'Profile not found';

type Caller = Pick<SessionContext, 'profileId' | 'email' | 'role'>;

/** The columns to write: the fields sent, and nothing else. */
function valuesOf(changes: ProfileChanges): ProfileValues {
  return Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
}

/**
 * A public page needs an address: the profile may be (or become) public only with a handle,
 * whether both arrive now or one of them is already stored.
 */
function refuseHandlelessPublic(current: ProfileRow, changes: ProfileChanges): void {
  const handle = changes.handle !== undefined ? changes.handle : current.handle;
  const isPublic = changes.isPublic ?? current.isPublic;
  if (isPublic && !handle) {
    throw badRequest(PROFILE_MESSAGES.handleRequired, { handle: PROFILE_MESSAGES.handleRequired });
  }
}

/** The artist profile of the active session: read, edit, and the page's overview. */
export function profileService(deps: {
  repo: ProfileRepository;
  overview: ProfileOverviewRepository;
}) {
  const { repo } = deps;
  return {
    async get(caller: Caller): Promise<Profile> {
      const row = await repo.find(caller.profileId);
      if (!row) throw notFound(PROFILE_NOT_FOUND);
      return presentProfile(row, caller);
    },

    /** Writes the fields sent (already valid), in one statement: refused input changes nothing. */
    async update(caller: Caller, changes: ProfileChanges): Promise<Profile> {
      const result = await repo.update(caller.profileId, (current) => {
        refuseHandlelessPublic(current, changes);
        return valuesOf(changes);
      });
      if (result === 'missing') throw notFound(PROFILE_NOT_FOUND);
      if (result === 'handleTaken') {
        const message = PROFILE_MESSAGES.handleTaken;
        throw new HttpError(409, message, { handle: message });
      }
      return presentProfile(result, caller);
    },

    /** Stats, recent activity, credits naming the profile and its connections. */
    async overview(caller: Caller): Promise<ProfileOverview> {
      return presentOverview(await deps.overview.load(caller.profileId));
    },
  };
}
export type ProfileService = ReturnType<typeof profileService>;
