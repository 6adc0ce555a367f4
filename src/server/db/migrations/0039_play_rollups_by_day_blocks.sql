CREATE TABLE "plays_daily_listeners" (
	"owner_profile_id" uuid NOT NULL,
	"day" date NOT NULL,
	"listener_profile_id" uuid NOT NULL,
	"plays" integer NOT NULL,
	CONSTRAINT "plays_daily_listeners_owner_profile_id_day_listener_profile_id_pk" PRIMARY KEY("owner_profile_id","day","listener_profile_id")
);
--> statement-breakpoint
CREATE TABLE "plays_song_blocks" (
	"owner_profile_id" uuid NOT NULL,
	"days" smallint NOT NULL,
	"block" integer NOT NULL,
	"audio_file_id" uuid NOT NULL,
	"plays" integer NOT NULL,
	"completed" integer NOT NULL,
	"reported" integer NOT NULL,
	CONSTRAINT "plays_song_blocks_owner_profile_id_days_block_audio_file_id_pk" PRIMARY KEY("owner_profile_id","days","block","audio_file_id")
);
--> statement-breakpoint
DROP TABLE "plays_hourly" CASCADE;--> statement-breakpoint
DROP TABLE "plays_hourly_listeners" CASCADE;--> statement-breakpoint
ALTER TABLE "plays_daily_listeners" ADD CONSTRAINT "plays_daily_listeners_owner_profile_id_profiles_id_fk" FOREIGN KEY ("owner_profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plays_daily_listeners" ADD CONSTRAINT "plays_daily_listeners_listener_profile_id_profiles_id_fk" FOREIGN KEY ("listener_profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plays_song_blocks" ADD CONSTRAINT "plays_song_blocks_owner_profile_id_profiles_id_fk" FOREIGN KEY ("owner_profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plays_song_blocks" ADD CONSTRAINT "plays_song_blocks_audio_file_id_audio_files_id_fk" FOREIGN KEY ("audio_file_id") REFERENCES "public"."audio_files"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- The keys carry the counts (INCLUDE), so a period's read is an index-only scan: rows kept by
-- upserts lie all over the heap, and a 90-day read of 10,000 songs' blocks from the heap cost
-- ~30,000 pages (PostgreSQL, the large data set). Drizzle's schema has no INCLUDE: same keys.
ALTER TABLE "plays_song_blocks" DROP CONSTRAINT "plays_song_blocks_owner_profile_id_days_block_audio_file_id_pk";--> statement-breakpoint
ALTER TABLE "plays_song_blocks" ADD CONSTRAINT "plays_song_blocks_owner_profile_id_days_block_audio_file_id_pk"
  PRIMARY KEY ("owner_profile_id", "days", "block", "audio_file_id") INCLUDE ("plays", "completed", "reported");--> statement-breakpoint
ALTER TABLE "plays_hourly_sources" DROP CONSTRAINT "plays_hourly_sources_owner_profile_id_hour_source_pk";--> statement-breakpoint
ALTER TABLE "plays_hourly_sources" ADD CONSTRAINT "plays_hourly_sources_owner_profile_id_hour_source_pk"
  PRIMARY KEY ("owner_profile_id", "hour", "source") INCLUDE ("plays", "completed", "reported", "seconds");--> statement-breakpoint
-- Per-song totals by blocks of 1, 4, 16, 64 and 256 UTC days, and listener sets by UTC day,
-- instead of per hour: at a play every few seconds an hour per song held about one row per play,
-- so a 90-day period read about as many roll-up rows as plays (issue 28 item 5's timings). Hours
-- stay for the per-source figures, which the days of every whole-hour zone are cut from.
-- A play's UTC day number: days since 1970-01-01. The same statement-trigger rules as 0037.
CREATE OR REPLACE FUNCTION "plays_rollup_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO plays_hourly_sources AS r
    (owner_profile_id, hour, source, plays, completed, reported, seconds)
  SELECT owner_profile_id, date_trunc('hour', played_at, 'UTC'), source,
    count(*), count(*) FILTER (WHERE completed), count(completed), coalesce(sum(seconds_heard), 0)
  FROM inserted GROUP BY 1, 2, 3
  ON CONFLICT (owner_profile_id, hour, source) DO UPDATE SET
    plays = r.plays + excluded.plays, completed = r.completed + excluded.completed,
    reported = r.reported + excluded.reported, seconds = r.seconds + excluded.seconds;
  INSERT INTO plays_song_blocks AS r
    (owner_profile_id, days, block, audio_file_id, plays, completed, reported)
  SELECT owner_profile_id, size, ((played_at AT TIME ZONE 'UTC')::date - date '1970-01-01') / size,
    audio_file_id, count(*), count(*) FILTER (WHERE completed), count(completed)
  FROM inserted CROSS JOIN unnest('{1,4,16,64,256}'::smallint[]) AS size GROUP BY 1, 2, 3, 4
  ON CONFLICT (owner_profile_id, days, block, audio_file_id) DO UPDATE SET
    plays = r.plays + excluded.plays, completed = r.completed + excluded.completed,
    reported = r.reported + excluded.reported;
  INSERT INTO plays_daily_listeners AS r (owner_profile_id, day, listener_profile_id, plays)
  SELECT owner_profile_id, (played_at AT TIME ZONE 'UTC')::date, listener_profile_id, count(*)
  FROM inserted WHERE listener_profile_id IS NOT NULL GROUP BY 1, 2, 3
  ON CONFLICT (owner_profile_id, day, listener_profile_id) DO UPDATE SET
    plays = r.plays + excluded.plays;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- A deleted song's block rows also go by their own cascade; the sources and listeners hold no
-- song, so its plays are taken away from them here.
CREATE OR REPLACE FUNCTION "plays_rollup_subtract"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE plays_hourly_sources r SET plays = r.plays - g.plays, completed = r.completed - g.completed,
    reported = r.reported - g.reported, seconds = r.seconds - g.seconds
  FROM (SELECT owner_profile_id, date_trunc('hour', played_at, 'UTC') AS hour, source,
      count(*) AS plays, count(*) FILTER (WHERE completed) AS completed,
      count(completed) AS reported, coalesce(sum(seconds_heard), 0) AS seconds
    FROM deleted GROUP BY 1, 2, 3) g
  WHERE r.owner_profile_id = g.owner_profile_id AND r.hour = g.hour AND r.source = g.source;
  DELETE FROM plays_hourly_sources r USING deleted d
  WHERE r.owner_profile_id = d.owner_profile_id AND r.hour = date_trunc('hour', d.played_at, 'UTC')
    AND r.source = d.source AND r.plays <= 0;
  UPDATE plays_song_blocks r SET plays = r.plays - g.plays, completed = r.completed - g.completed,
    reported = r.reported - g.reported
  FROM (SELECT owner_profile_id, size AS days,
      ((played_at AT TIME ZONE 'UTC')::date - date '1970-01-01') / size AS block, audio_file_id,
      count(*) AS plays, count(*) FILTER (WHERE completed) AS completed,
      count(completed) AS reported
    FROM deleted CROSS JOIN unnest('{1,4,16,64,256}'::smallint[]) AS size GROUP BY 1, 2, 3, 4) g
  WHERE r.owner_profile_id = g.owner_profile_id AND r.days = g.days AND r.block = g.block
    AND r.audio_file_id = g.audio_file_id;
  DELETE FROM plays_song_blocks r WHERE r.plays <= 0 AND (r.owner_profile_id, r.audio_file_id)
    IN (SELECT owner_profile_id, audio_file_id FROM deleted);
  UPDATE plays_daily_listeners r SET plays = r.plays - g.plays
  FROM (SELECT owner_profile_id, (played_at AT TIME ZONE 'UTC')::date AS day,
      listener_profile_id, count(*) AS plays
    FROM deleted WHERE listener_profile_id IS NOT NULL GROUP BY 1, 2, 3) g
  WHERE r.owner_profile_id = g.owner_profile_id AND r.day = g.day
    AND r.listener_profile_id = g.listener_profile_id;
  DELETE FROM plays_daily_listeners r USING deleted d
  WHERE r.owner_profile_id = d.owner_profile_id AND r.day = (d.played_at AT TIME ZONE 'UTC')::date
    AND r.listener_profile_id = d.listener_profile_id AND r.plays <= 0;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- The plays already counted, rolled up once.
INSERT INTO "plays_song_blocks"
  (owner_profile_id, days, block, audio_file_id, plays, completed, reported)
SELECT owner_profile_id, size, ((played_at AT TIME ZONE 'UTC')::date - date '1970-01-01') / size,
  audio_file_id, count(*), count(*) FILTER (WHERE completed), count(completed)
FROM plays CROSS JOIN unnest('{1,4,16,64,256}'::smallint[]) AS size GROUP BY 1, 2, 3, 4;--> statement-breakpoint
INSERT INTO "plays_daily_listeners" (owner_profile_id, day, listener_profile_id, plays)
SELECT owner_profile_id, (played_at AT TIME ZONE 'UTC')::date, listener_profile_id, count(*)
FROM plays WHERE listener_profile_id IS NOT NULL GROUP BY 1, 2, 3;
