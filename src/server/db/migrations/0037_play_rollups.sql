CREATE TABLE "plays_hourly" (
	"owner_profile_id" uuid NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"audio_file_id" uuid NOT NULL,
	"source" text NOT NULL,
	"plays" integer NOT NULL,
	"completed" integer NOT NULL,
	"reported" integer NOT NULL,
	"seconds" double precision NOT NULL,
	CONSTRAINT "plays_hourly_owner_profile_id_hour_audio_file_id_source_pk" PRIMARY KEY("owner_profile_id","hour","audio_file_id","source")
);
--> statement-breakpoint
CREATE TABLE "plays_hourly_listeners" (
	"owner_profile_id" uuid NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"source" text NOT NULL,
	"listener_profile_id" uuid NOT NULL,
	"plays" integer NOT NULL,
	CONSTRAINT "plays_hourly_listeners_owner_profile_id_hour_source_listener_profile_id_pk" PRIMARY KEY("owner_profile_id","hour","source","listener_profile_id")
);
--> statement-breakpoint
CREATE TABLE "plays_hourly_sources" (
	"owner_profile_id" uuid NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"source" text NOT NULL,
	"plays" integer NOT NULL,
	"completed" integer NOT NULL,
	"reported" integer NOT NULL,
	"seconds" double precision NOT NULL,
	CONSTRAINT "plays_hourly_sources_owner_profile_id_hour_source_pk" PRIMARY KEY("owner_profile_id","hour","source")
);
--> statement-breakpoint
ALTER TABLE "plays_hourly" ADD CONSTRAINT "plays_hourly_owner_profile_id_profiles_id_fk" FOREIGN KEY ("owner_profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plays_hourly" ADD CONSTRAINT "plays_hourly_audio_file_id_audio_files_id_fk" FOREIGN KEY ("audio_file_id") REFERENCES "public"."audio_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plays_hourly_listeners" ADD CONSTRAINT "plays_hourly_listeners_owner_profile_id_profiles_id_fk" FOREIGN KEY ("owner_profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plays_hourly_listeners" ADD CONSTRAINT "plays_hourly_listeners_listener_profile_id_profiles_id_fk" FOREIGN KEY ("listener_profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plays_hourly_sources" ADD CONSTRAINT "plays_hourly_sources_owner_profile_id_profiles_id_fk" FOREIGN KEY ("owner_profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The roll-ups are kept by statement-level triggers over transition tables: a set-wise insert
-- (the seed's batches) rolls up once per statement, not once per row. Hours are cut in UTC
-- whatever the session's time zone. Plays are never updated but by a deleted listener's
-- "set null", whose plays_hourly_listeners rows go with the profile by their own cascade.
CREATE FUNCTION "plays_rollup_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO plays_hourly AS r
    (owner_profile_id, hour, audio_file_id, source, plays, completed, reported, seconds)
  SELECT owner_profile_id, date_trunc('hour', played_at, 'UTC'), audio_file_id, source,
    count(*), count(*) FILTER (WHERE completed), count(completed), coalesce(sum(seconds_heard), 0)
  FROM inserted GROUP BY 1, 2, 3, 4
  ON CONFLICT (owner_profile_id, hour, audio_file_id, source) DO UPDATE SET
    plays = r.plays + excluded.plays, completed = r.completed + excluded.completed,
    reported = r.reported + excluded.reported, seconds = r.seconds + excluded.seconds;
  INSERT INTO plays_hourly_sources AS r
    (owner_profile_id, hour, source, plays, completed, reported, seconds)
  SELECT owner_profile_id, date_trunc('hour', played_at, 'UTC'), source,
    count(*), count(*) FILTER (WHERE completed), count(completed), coalesce(sum(seconds_heard), 0)
  FROM inserted GROUP BY 1, 2, 3
  ON CONFLICT (owner_profile_id, hour, source) DO UPDATE SET
    plays = r.plays + excluded.plays, completed = r.completed + excluded.completed,
    reported = r.reported + excluded.reported, seconds = r.seconds + excluded.seconds;
  INSERT INTO plays_hourly_listeners AS r (owner_profile_id, hour, source, listener_profile_id, plays)
  SELECT owner_profile_id, date_trunc('hour', played_at, 'UTC'), source, listener_profile_id, count(*)
  FROM inserted WHERE listener_profile_id IS NOT NULL GROUP BY 1, 2, 3, 4
  ON CONFLICT (owner_profile_id, hour, source, listener_profile_id) DO UPDATE SET
    plays = r.plays + excluded.plays;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "plays_rollup_on_insert" AFTER INSERT ON "plays"
  REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT
  EXECUTE FUNCTION "plays_rollup_add"();--> statement-breakpoint
-- Plays are deleted only by cascades (their song, their owner). plays_hourly's own foreign keys
-- cascade the same way, but the per-source and per-listener roll-ups hold no song: a deleted
-- song's plays are taken away from them here.
CREATE FUNCTION "plays_rollup_subtract"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE plays_hourly r SET plays = r.plays - g.plays, completed = r.completed - g.completed,
    reported = r.reported - g.reported, seconds = r.seconds - g.seconds
  FROM (SELECT owner_profile_id, date_trunc('hour', played_at, 'UTC') AS hour, audio_file_id,
      source, count(*) AS plays, count(*) FILTER (WHERE completed) AS completed,
      count(completed) AS reported, coalesce(sum(seconds_heard), 0) AS seconds
    FROM deleted GROUP BY 1, 2, 3, 4) g
  WHERE r.owner_profile_id = g.owner_profile_id AND r.hour = g.hour
    AND r.audio_file_id = g.audio_file_id AND r.source = g.source;
  DELETE FROM plays_hourly r USING deleted d
  WHERE r.owner_profile_id = d.owner_profile_id AND r.hour = date_trunc('hour', d.played_at, 'UTC')
    AND r.audio_file_id = d.audio_file_id AND r.source = d.source AND r.plays <= 0;
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
  UPDATE plays_hourly_listeners r SET plays = r.plays - g.plays
  FROM (SELECT owner_profile_id, date_trunc('hour', played_at, 'UTC') AS hour, source,
      listener_profile_id, count(*) AS plays
    FROM deleted WHERE listener_profile_id IS NOT NULL GROUP BY 1, 2, 3, 4) g
  WHERE r.owner_profile_id = g.owner_profile_id AND r.hour = g.hour AND r.source = g.source
    AND r.listener_profile_id = g.listener_profile_id;
  DELETE FROM plays_hourly_listeners r USING deleted d
  WHERE r.owner_profile_id = d.owner_profile_id AND r.hour = date_trunc('hour', d.played_at, 'UTC')
    AND r.source = d.source AND r.listener_profile_id = d.listener_profile_id AND r.plays <= 0;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "plays_rollup_on_delete" AFTER DELETE ON "plays"
  REFERENCING OLD TABLE AS deleted FOR EACH STATEMENT
  EXECUTE FUNCTION "plays_rollup_subtract"();--> statement-breakpoint
-- The plays already counted, rolled up once.
INSERT INTO "plays_hourly"
  (owner_profile_id, hour, audio_file_id, source, plays, completed, reported, seconds)
SELECT owner_profile_id, date_trunc('hour', played_at, 'UTC'), audio_file_id, source,
  count(*), count(*) FILTER (WHERE completed), count(completed), coalesce(sum(seconds_heard), 0)
FROM plays GROUP BY 1, 2, 3, 4;--> statement-breakpoint
INSERT INTO "plays_hourly_sources" (owner_profile_id, hour, source, plays, completed, reported, seconds)
SELECT owner_profile_id, hour, source, sum(plays), sum(completed), sum(reported), sum(seconds)
FROM plays_hourly GROUP BY 1, 2, 3;--> statement-breakpoint
INSERT INTO "plays_hourly_listeners" (owner_profile_id, hour, source, listener_profile_id, plays)
SELECT owner_profile_id, date_trunc('hour', played_at, 'UTC'), source, listener_profile_id, count(*)
FROM plays WHERE listener_profile_id IS NOT NULL GROUP BY 1, 2, 3, 4;
