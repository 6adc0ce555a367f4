import { sql, type SQL } from 'drizzle-orm';
import { FULL_SPLIT_BASIS_POINTS } from '../../../shared/schemas/splits.js';

/**
 * The dashboard's numbers and short lists for one profile, as ONE statement returning one row
 * (stats as columns, the short lists as JSON arrays), so the page costs one database round trip
 * however many projects the profile has.
 *
 * A profile can own thousands of projects but joins and shares few, so only the totals pass
 * reads every owned project (one row each, song totals kept by a trigger: decision 006). The
 * rest starts from the small sides: the projects it joined (`joined`), the collaborations of
 * the projects it owns (`owned_collaborations`), and the newest few owned projects, read
 * backwards through projects_owner_idx. Together they are project-access.ts `projectVisibleTo`
 * (owner, or accepted member).
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
joined as materialized (
  select pr.id, pr.title, pr.status, pr.created_at, pr.owner_profile_id, pr.is_library,
         pr.song_count, pr.song_seconds, c.id as collaboration_id, c.role, c.status as c_status,
         coalesce(c.accepted_at, c.created_at) as since
  from collaborations c join projects pr on pr.id = c.project_id
  where c.profile_id = ${profileId} and c.status = 'accepted'
    and pr.owner_profile_id <> ${profileId}
),
-- Pending and accepted rows only: declined and removed ones show nowhere here.
owned_collaborations as materialized (
  select c.id, c.status, c.role, c.profile_id, c.invite_email, c.accepted_at, c.created_at,
         pr.id as project_id, pr.title as project_title
  from collaborations c join projects pr on pr.id = c.project_id
  where pr.owner_profile_id = ${profileId} and c.status in ('pending', 'accepted')
),
-- The library is not counted as a project. Songs are latest versions (older versions neither
-- count nor add minutes).
totals as (
  select sum(projects)::int as projects, sum(songs)::int as songs,
         greatest(sum(seconds), 0)::float8 as seconds
  from (
    select count(*) filter (where not pr.is_library) as projects,
           coalesce(sum(pr.song_count), 0) as songs, coalesce(sum(pr.song_seconds), 0) as seconds
    from projects pr where pr.owner_profile_id = ${profileId}
    union all
    select count(*) filter (where not j.is_library), coalesce(sum(j.song_count), 0),
           coalesce(sum(j.song_seconds), 0)
    from joined j
  ) parts
),
-- Everyone in a project the profile can see: the owners of the projects it joined, their
-- accepted members, and the accepted members of its own projects, counted as people
-- (accounts), so two profiles of one person are one collaborator and the profile's own
-- account never counts.
collaborators as (
  select count(distinct pf.account_id)::int as people
  from (
    select j.owner_profile_id as profile_id from joined j
    union
    select c.profile_id from collaborations c
    where c.project_id in (select j.id from joined j) and c.status = 'accepted'
    union
    select oc.profile_id from owned_collaborations oc where oc.status = 'accepted'
  ) members
  join profiles pf on pf.id = members.profile_id
  where pf.account_id is distinct from (select account_id from me)
),
-- The newest few of each side, then the newest few of both; the flag is computed per row
-- after the LIMIT, an index look-up instead of a pass over every split.
recent_rows as (
  select * from (
    (select pr.id, pr.title, pr.status, pr.created_at, 'owner'::text as role
     from projects pr
     where pr.owner_profile_id = ${profileId} and not pr.is_library
     order by pr.created_at desc, pr.id desc
     limit ${recentLimit})
    union all
    (select j.id, j.title, j.status, j.created_at, j.role
     from joined j
     where not j.is_library
     order by j.created_at desc, j.id desc
     limit ${recentLimit})
  ) both_sides
  order by created_at desc, id desc
  limit ${recentLimit}
),
recent as (
  select r.id, r.title, r.status, r.created_at as "createdAt", r.role,
    -- the badge says what it measures (issue 25 item 9): master splits of exactly 100 %
    coalesce((select sum(s.basis_points) from splits s
              where s.project_id = r.id and s.split_type = 'master'), 0)
        = ${FULL_SPLIT_BASIS_POINTS} as "masterSplitsFull"
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
    -- A demo studio's invitations travel only as the copied link (issue 14 item 6).
    and not exists (select 1 from accounts a where a.id = inviter.account_id and a.is_demo)
  union all
  select oc.id, oc.status, 'sent', oc.role, oc.project_id, oc.project_title, null, '',
         oc.invite_email, oc.created_at, 1
  from owned_collaborations oc
  where oc.status = 'pending'
  union all
  select j.collaboration_id, j.c_status, 'joined', j.role, j.id, j.title, owner.artist_name,
         btrim(owner.first_name || ' ' || owner.last_name), null, j.since, 2
  from joined j
  join profiles owner on owner.id = j.owner_profile_id
  union all
  select oc.id, oc.status, 'member', oc.role, oc.project_id, oc.project_title,
         member.artist_name, btrim(member.first_name || ' ' || member.last_name), null,
         coalesce(oc.accepted_at, oc.created_at), 2
  from owned_collaborations oc
  join profiles member on member.id = oc.profile_id
  where oc.status = 'accepted'
  order by rank, since desc, id
  limit ${collaborationLimit}
)
select
  totals.projects,
  totals.songs,
  totals.seconds,
  collaborators.people as collaborators,
  coalesce((select pr.song_count from projects pr
            where pr.owner_profile_id = ${profileId} and pr.is_library), 0)::int as "librarySongs",
  coalesce((select json_agg(r order by r."createdAt" desc, r.id desc) from recent r), '[]'::json)::text
    as recent,
  coalesce((select json_agg(i order by i.rank, i.since desc, i.id) from collaboration_items i), '[]'::json)::text
    as collaborations
from totals, collaborators`;
}
