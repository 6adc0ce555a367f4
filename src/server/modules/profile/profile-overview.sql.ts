import { sql, type SQL } from 'drizzle-orm';

/**
 * Everything the /profile page shows besides the profile row, as ONE statement returning one
 * row (numbers as columns, lists as JSON text), so the page costs one database round trip.
 *
 * `visible` is project-access.ts's rule (owner, or accepted member) written as a union, as the
 * dashboard does: each half is an index look-up. `owned` marks the profile's own projects:
 * tracks and plays count the profile's own music; projects, songs and lyrics count everything
 * it works on (the dashboard's figures).
 */
export function profileOverviewQuery(
  profileId: string,
  activityLimit: number,
  listLimit: number,
): SQL {
  return sql`
with me as (
  select p.account_id,
    regexp_replace(lower(btrim(coalesce(p.artist_name, ''))), '\\s+', ' ', 'g') as artist,
    regexp_replace(lower(btrim(p.first_name || ' ' || p.last_name)), '\\s+', ' ', 'g') as full_name
  from profiles p where p.id = ${profileId}
),
visible as (
  select pr.id, pr.title, pr.is_library, pr.song_count, pr.created_at, pr.owner_profile_id,
         true as owned
  from projects pr
  where pr.owner_profile_id = ${profileId}
  union all
  select pr.id, pr.title, pr.is_library, pr.song_count, pr.created_at, pr.owner_profile_id, false
  from collaborations c join projects pr on pr.id = c.project_id
  where c.profile_id = ${profileId} and c.status = 'accepted'
    and pr.owner_profile_id <> ${profileId}
),
totals as (
  select count(*) filter (where not v.is_library)::int as projects,
         coalesce(sum(v.song_count), 0)::int as songs,
         coalesce(sum(v.song_count) filter (where v.owned), 0)::int as tracks,
         -- the lyrics service refuses content without visible text, so non-blank means written
         count(*) filter (where exists (
           select 1 from lyrics l where l.project_id = v.id and btrim(l.content) <> ''
         ))::int as lyrics
  from visible v
),
-- Plays of every version of the profile's own songs, per song.
song_plays as (
  select a.song_id, count(*)::int as plays, max(pl.played_at) as last_played
  from visible v
  join audio_files a on a.project_id = v.id
  join plays pl on pl.audio_file_id = a.id
  where v.owned
  group by a.song_id
),
featured as (
  select latest.id, latest.title, latest.project_id as "projectId", sp.plays
  from song_plays sp
  join audio_files latest on latest.song_id = sp.song_id and latest.is_latest
  order by sp.plays desc, sp.last_played desc, latest.id
  limit 1
),
activity as (
  (select 'upload' as kind, a.id, a.title, v.id as "projectId", v.title as "projectTitle",
          a.created_at as at
   from visible v join audio_files a on a.project_id = v.id
   where a.uploader_profile_id = ${profileId}
   order by a.created_at desc limit ${activityLimit})
  union all
  (select 'project', v.id, v.title, v.id, v.title, v.created_at
   from visible v where v.owned and not v.is_library
   order by v.created_at desc limit ${activityLimit})
  union all
  (select 'lyrics', l.id, l.title, v.id, v.title, l.updated_at
   from visible v join lyrics l on l.project_id = v.id
   where l.author_profile_id = ${profileId}
   order by l.updated_at desc limit ${activityLimit})
),
recent_activity as (
  select * from activity order by at desc, id limit ${activityLimit}
),
-- Credits are free text: they name the profile when the name matches its artist name or its
-- full name, ignoring case and runs of spaces.
my_credits as (
  select cr.id, cr.name, cr.role, v.id as "projectId", v.title as "projectTitle",
         cr.created_at
  from visible v
  join credits cr on cr.project_id = v.id
  cross join me
  where regexp_replace(lower(btrim(cr.name)), '\\s+', ' ', 'g') in (me.artist, me.full_name)
    and btrim(cr.name) <> ''
  order by cr.created_at desc, cr.id
  limit ${listLimit}
),
-- Who the profile works with: the owners of projects it joined, and the accepted members of
-- projects it owns. Another profile of the same person is not a connection.
links as (
  select v.owner_profile_id as profile_id, v.id as project_id from visible v where not v.owned
  union
  select c.profile_id, c.project_id
  from visible v join collaborations c on c.project_id = v.id
  where v.owned and c.status = 'accepted' and c.profile_id is not null
),
connections as (
  select pf.id as "profileId", pf.artist_name as "artistName", pf.first_name as "firstName",
         pf.last_name as "lastName", pf.profile_image_url as "profileImageUrl",
         case when pf.is_public then pf.handle end as "publicHandle",
         count(distinct l.project_id)::int as "sharedProjects"
  from links l
  join profiles pf on pf.id = l.profile_id
  cross join me
  where pf.account_id <> me.account_id
  group by pf.id
  order by "sharedProjects" desc, pf.created_at, pf.id
  limit ${listLimit}
)
select
  totals.projects, totals.songs, totals.tracks, totals.lyrics,
  coalesce((select sum(plays) from song_plays), 0)::int as "totalPlays",
  (select row_to_json(f) from featured f)::text as featured,
  coalesce((select json_agg(r order by r.at desc, r.id) from recent_activity r), '[]'::json)::text
    as activity,
  coalesce((select json_agg(c order by c.created_at desc, c.id) from my_credits c), '[]'::json)::text
    as credits,
  coalesce((select json_agg(c order by c."sharedProjects" desc) from connections c), '[]'::json)::text
    as connections
from totals`;
}
