-- Hand-written around drizzle-kit's output (decision 010): keyset pages of playlists, their
-- songs, projects and comments.
DROP INDEX "comments_audio_position_idx";--> statement-breakpoint
DROP INDEX "playlist_tracks_order_idx";--> statement-breakpoint
DROP INDEX "playlists_owner_idx";--> statement-breakpoint
-- Places become exact decimals: the saved positions 0..n-1 keep their order as they are.
ALTER TABLE "playlist_tracks" ALTER COLUMN "position" SET DATA TYPE numeric;--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "project_id" uuid;--> statement-breakpoint
UPDATE "comments" c SET project_id = a.project_id FROM "audio_files" a WHERE a.id = c.audio_file_id;--> statement-breakpoint
ALTER TABLE "comments" ALTER COLUMN "project_id" SET DEFAULT null;--> statement-breakpoint
ALTER TABLE "comments" ALTER COLUMN "project_id" SET NOT NULL;--> statement-breakpoint
-- Whichever code path writes a comment or moves a file, a comment's project is its file's.
CREATE FUNCTION "comments_fill_project"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.project_id := (SELECT project_id FROM audio_files WHERE id = NEW.audio_file_id);
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "comments_project"
  BEFORE INSERT OR UPDATE OF audio_file_id ON "comments"
  FOR EACH ROW EXECUTE FUNCTION "comments_fill_project"();--> statement-breakpoint
CREATE FUNCTION "audio_files_move_comments"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE comments SET project_id = NEW.project_id WHERE audio_file_id = NEW.id;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "audio_files_comments_project"
  AFTER UPDATE OF project_id ON "audio_files"
  FOR EACH ROW WHEN (OLD.project_id IS DISTINCT FROM NEW.project_id)
  EXECUTE FUNCTION "audio_files_move_comments"();--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "projects_owner_updated_idx" ON "projects" USING btree ("owner_profile_id","is_library","updated_at","id");--> statement-breakpoint
CREATE INDEX "comments_project_newest_idx" ON "comments" USING btree ("project_id","created_at","id");--> statement-breakpoint
CREATE INDEX "comments_audio_position_idx" ON "comments" USING btree ("audio_file_id","at_seconds","created_at","id");--> statement-breakpoint
CREATE INDEX "playlist_tracks_order_idx" ON "playlist_tracks" USING btree ("playlist_id","position","id");--> statement-breakpoint
CREATE INDEX "playlists_owner_idx" ON "playlists" USING btree ("owner_profile_id","created_at","id");
