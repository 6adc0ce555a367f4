import { sql, type SQL } from 'drizzle-orm';
import { FULL_SPLIT_BASIS_POINTS } from '../../../shared/schemas/splits.js';

/**
 * The dashboard's numbers and short lists for one profile, as ONE statement returning one row
 * (stats as columns, the short lists as JSON arrays), so the page costs one database round trip
 * however many projects the profile has.
 *
 * `visible` is the rule of project-access.ts `projectVisibleTo` (owner, or accepted member)
 * written as a union, so each half is an index look-up instead of a scan of every project
 * with a per-row sub-query. It is used many times below, so PostgreSQL materializes it once.
 */
export function dashboardOverviewQuery(
  profileId: string,
  recentLimit: number,
  collaborationLimit: number,
): SQL {
  return sql`
with me as (
  select p.account_id, a.email
  from profiles p join accounts a on a.id = p.account_id
  where p.id = ${profileId}
),
visible as (
  select pr.id, pr.title, pr.status, pr.created_at, pr.owner_profile_id, pr.is_library,
         pr.song_count, pr.song_seconds, 'owner'::text as role
  from projects pr
  where pr.owner_profile_id = ${profileId}
  union all
  select pr.id, pr.title, pr.status, pr.created_at, pr.owner_profile_id, pr.is_library,
         pr.song_count, pr.song_seconds, c.role
  from collaborations c join projects pr on pr.id = c.project_id
  where c.profile_id = ${profileId} and c.status = 'accepted'
    and pr.owner_profile_id <> ${profileId}
),
-- One pass for the counts. The library is not counted as a project. Songs are latest versions
-- (older versions neither count nor add minutes), totalled per project by a trigger (decision
-- 006): one row per project here instead of every song.
totals as (
  select count(*) filter (where not v.is_library)::int as projects,
         coalesce(sum(v.song_count), 0)::int as songs,
         greatest(coalesce(sum(v.song_seconds), 0), 0)::float8 as seconds
  from visible v
),
-- Everyone in a project the profile can see: its owner and its accepted members, counted as
-- people (accounts), so two profiles of one person are one collaborator and the profile's
-- own account never counts.
collaborators as (
  select count(distinct pf.account_id)::int as people
  from (
    select v.owner_profile_id as profile_id from visible v
    union
    select c.profile_id from collaborations c join visible v on v.id = c.project_id
    where c.status = 'accepted'
  ) members
  join profiles pf on pf.id = members.profile_id
  where pf.account_id is distinct from (select account_id from me)
),
-- The newest few first, then their flags: computed per row after the LIMIT, each flag is an
-- index look-up instead of a pass over every song, lyric and split of every project.
recent_rows as (
  select v.id, v.title, v.status, v.created_at, v.role, v.song_count
  from visible v
  where not v.is_library
  order by v.created_at desc, v.id desc
  limit ${recentLimit}
),
recent as (
  select r.id, r.title, r.status, r.created_at as "createdAt", r.role,
    r.song_count > 0
    -- the lyrics service refuses content without visible text, so non-blank means written
    and exists (select 1 from lyrics l where l.project_id = r.id and btrim(l.content) <> '')
    and coalesce((select sum(s.basis_points) from splits s
                  where s.project_id = r.id and s.split_type = 'master'), 0)
        = ${FULL_SPLIT_BASIS_POINTS} as complete
  from recent_rows r
),
-- Only a project's owner invites (collaborations.service), so the invitations the profile sent
-- are the pending rows of the projects it owns.
collaboration_items as (
  select c.id, c.status, 'received' as kind, c.role, c.project_id as "projectId",
         pr.title as "projectTitle", inviter.artist_name as "artistName",
         btrim(coalesce(inviter.first_name, '') || ' ' || coalesce(inviter.last_name, '')) as "fullName",
         null::text as email, c.created_at as since, 0 as rank
  from collaborations c
  join projects pr on pr.id = c.project_id
  left join profiles inviter on inviter.id = c.invited_by_profile_id
  where c.invite_email = (select email from me) and c.status = 'pending'
    and c.token_expires_at >= now()
  union all
  select c.id, c.status, 'sent', c.role, v.id, v.title, null, '', c.invite_email, c.created_at, 1
  from collaborations c join visible v on v.id = c.project_id
  where v.role = 'owner' and c.status = 'pending'
  union all
  select c.id, c.status, 'joined', c.role, v.id, v.title, owner.artist_name,
         btrim(owner.first_name || ' ' || owner.last_name), null,
         coalesce(c.accepted_at, c.created_at), 2
  from collaborations c
  join visible v on v.id = c.project_id
  join profiles owner on owner.id = v.owner_profile_id
  where c.profile_id = ${profileId} and c.status = 'accepted'
  union all
  select c.id, c.status, 'member', c.role, v.id, v.title, member.artist_name,
         btrim(member.first_name || ' ' || member.last_name), null,
         coalesce(c.accepted_at, c.created_at), 2
  from collaborations c
  join visible v on v.id = c.project_id
  join profiles member on member.id = c.profile_id
  where v.role = 'owner' and c.status = 'accepted'
  order by rank, since desc, id
  limit ${collaborationLimit}
)
select
  totals.projects,
  totals.songs,
  totals.seconds,
  collaborators.people as collaborators,
  coalesce((select json_agg(r order by r."createdAt" desc, r.id desc) from recent r), '[]'::json)::text
    as recent,
  coalesce((select json_agg(i order by i.rank, i.since desc, i.id) from collaboration_items i), '[]'::json)::text
    as collaborations
from totals, collaborators`;
}
