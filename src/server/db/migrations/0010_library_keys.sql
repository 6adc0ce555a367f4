-- Hand-written around drizzle-kit's output (decision 007): keyset pages of song lists.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
-- A library's "newest first" place as a text key that hand-placed songs share: '5', then
-- 9e15 minus the creation time in microseconds (16 digits, so newer sorts first), then '1' (a
-- key never ends in '0', so there is always room for another key before it). The epoch of a
-- timestamptz does not depend on the time zone, so the function is immutable.
CREATE FUNCTION "library_key_of"(created timestamptz) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT '5' || lpad((9000000000000000 - floor(extract(epoch FROM created) * 1000000))::bigint::text, 16, '0') || '1'
$$;--> statement-breakpoint
DROP INDEX "audio_files_latest_by_project_idx";--> statement-breakpoint
ALTER TABLE "audio_files" ADD COLUMN "owner_profile_id" uuid;--> statement-breakpoint
ALTER TABLE "audio_files" ADD COLUMN "library_key" text;--> statement-breakpoint
UPDATE "audio_files" a
   SET owner_profile_id = p.owner_profile_id, library_key = library_key_of(a.created_at)
  FROM "projects" p
 WHERE p.id = a.project_id;--> statement-breakpoint
ALTER TABLE "audio_files" ALTER COLUMN "owner_profile_id" SET DEFAULT null;--> statement-breakpoint
ALTER TABLE "audio_files" ALTER COLUMN "owner_profile_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "audio_files" ALTER COLUMN "library_key" SET DEFAULT null;--> statement-breakpoint
ALTER TABLE "audio_files" ALTER COLUMN "library_key" SET NOT NULL;--> statement-breakpoint
-- Whichever code path inserts or moves a file, its owner and key follow its project and its
-- creation time, in the same statement.
CREATE FUNCTION "audio_files_fill_library_columns"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' OR NEW.project_id IS DISTINCT FROM OLD.project_id THEN
    NEW.owner_profile_id := (SELECT owner_profile_id FROM projects WHERE id = NEW.project_id);
  END IF;
  IF TG_OP = 'INSERT' OR NEW.created_at IS DISTINCT FROM OLD.created_at THEN
    NEW.library_key := library_key_of(NEW.created_at);
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "audio_files_library_columns"
  BEFORE INSERT OR UPDATE OF project_id, created_at ON "audio_files"
  FOR EACH ROW EXECUTE FUNCTION "audio_files_fill_library_columns"();--> statement-breakpoint
CREATE FUNCTION "projects_move_audio_owner"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE audio_files SET owner_profile_id = NEW.owner_profile_id WHERE project_id = NEW.id;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "projects_audio_owner"
  AFTER UPDATE OF owner_profile_id ON "projects"
  FOR EACH ROW WHEN (OLD.owner_profile_id IS DISTINCT FROM NEW.owner_profile_id)
  EXECUTE FUNCTION "projects_move_audio_owner"();--> statement-breakpoint
-- Saved orders keep their arrangement: hand-placed songs came after the songs never placed
-- (newest first), in their saved positions, so they get keys after every '5…' key.
ALTER TABLE "library_order" ADD COLUMN "rank_key" text;--> statement-breakpoint
UPDATE "library_order" SET rank_key = '8' || lpad(position::text, 9, '0') || '1';--> statement-breakpoint
ALTER TABLE "library_order" ALTER COLUMN "rank_key" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "library_order" DROP COLUMN "position";--> statement-breakpoint
ALTER TABLE "audio_files" ADD CONSTRAINT "audio_files_owner_profile_id_profiles_id_fk" FOREIGN KEY ("owner_profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audio_files_library_by_owner_idx" ON "audio_files" USING btree ("owner_profile_id","library_key" collate "C","id") WHERE "audio_files"."is_latest";--> statement-breakpoint
CREATE INDEX "audio_files_library_by_project_idx" ON "audio_files" USING btree ("project_id","library_key" collate "C","id") WHERE "audio_files"."is_latest";--> statement-breakpoint
CREATE INDEX "audio_files_title_by_owner_idx" ON "audio_files" USING btree ("owner_profile_id",lower("title"),"id") WHERE "audio_files"."is_latest";--> statement-breakpoint
CREATE INDEX "audio_files_duration_by_owner_idx" ON "audio_files" USING btree ("owner_profile_id","duration","id") WHERE "audio_files"."is_latest";--> statement-breakpoint
CREATE INDEX "audio_files_title_trgm_idx" ON "audio_files" USING gin ("title" gin_trgm_ops) WHERE "audio_files"."is_latest";--> statement-breakpoint
CREATE INDEX "library_order_arranged_idx" ON "library_order" USING btree ("profile_id","pinned" desc,"rank_key" collate "C");
