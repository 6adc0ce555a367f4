// SQL conditions on `projects` that many repositories build into their queries (who sees a
// project, who may share its audio, the caller's role). They sit below the modules so that a
// repository never imports a module; modules/projects/project-access.ts is their TypeScript twin.
import { and, eq, or, sql, type Column, type SQL } from 'drizzle-orm';
import type { ProjectRole } from '../../../shared/constants.js';
import { collaborations, projects } from '../schema/index.js';

/** A profile: its id, or a column of the surrounding query that holds one (e.g. a playlist's owner). */
type ProfileRef = string | Column;

/** The accepted collaboration joining a profile to the project in the surrounding query. */
export const acceptedMembership = (profileId: ProfileRef) =>
  and(
    eq(collaborations.projectId, projects.id),
    eq(collaborations.profileId, profileId),
    eq(collaborations.status, 'accepted'),
  );

/**
 * SQL condition on `projects`: the project is visible to the profile (its owner, or an accepted
 * collaboration). Lists filter with it in one query; it says what findProjectRole
 * (modules/projects/project-access.ts) says.
 */
export function projectVisibleTo(profileId: ProfileRef): SQL {
  return or(
    eq(projects.ownerProfileId, profileId),
    sql`exists (select 1 from ${collaborations} where ${acceptedMembership(profileId)})`,
  )!;
}

/**
 * SQL condition on `projects`: the profile may put the project's audio on a public or share link
 * (DESIGN §5, issue 14): its owner, or an accepted member while the owner lets members share.
 * The SQL twin of the policy's `can(role, 'audio.share', { membersMayShare })`.
 * Seeing a song is not enough to publish it. Every public path (shared playlists, their counts,
 * artist pages) filters with this one rule, so revoking the switch or the membership takes the
 * audio off every link at the next request.
 */
export function projectShareableBy(profileId: ProfileRef): SQL {
  return or(
    eq(projects.ownerProfileId, profileId),
    and(
      eq(projects.membersMayShare, true),
      sql`exists (select 1 from ${collaborations} where ${acceptedMembership(profileId)})`,
    ),
  )!;
}

/** SQL expression on `projects`: the profile's role there ('owner', a member's role, or null). */
export function projectRoleOf(profileId: string): SQL<ProjectRole | null> {
  return sql<ProjectRole | null>`case when ${projects.ownerProfileId} = ${profileId} then 'owner'
    else (select ${collaborations.role} from ${collaborations} where ${acceptedMembership(profileId)}) end`;
}
