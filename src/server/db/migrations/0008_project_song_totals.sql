ALTER TABLE "projects" ADD COLUMN "song_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "song_seconds" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Hand-written (decision 006): every change to a latest version (upload, delete, version
-- marked latest, song moved, duration measured) moves the two totals of its project(s) in the
-- same transaction, whichever code path makes it, so the totals can never drift from the rows.
CREATE FUNCTION "audio_files_keep_project_song_totals"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.is_latest THEN
    UPDATE projects
       SET song_count = song_count - 1, song_seconds = song_seconds - OLD.duration
     WHERE id = OLD.project_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.is_latest THEN
    UPDATE projects
       SET song_count = song_count + 1, song_seconds = song_seconds + NEW.duration
     WHERE id = NEW.project_id;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "audio_files_project_song_totals"
  AFTER INSERT OR DELETE OR UPDATE OF is_latest, project_id, duration ON "audio_files"
  FOR EACH ROW EXECUTE FUNCTION "audio_files_keep_project_song_totals"();--> statement-breakpoint
UPDATE "projects" p
   SET song_count = t.songs, song_seconds = t.seconds
  FROM (SELECT project_id, count(*)::int AS songs, coalesce(sum(duration), 0) AS seconds
          FROM audio_files WHERE is_latest GROUP BY project_id) t
 WHERE t.project_id = p.id;
