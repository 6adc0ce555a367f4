-- Plays gain where they came from, what was heard, and the song owner's id (issue 28 item 5).
-- Existing rows: the listener's own song is 'own', anyone else's 'collaborator' (signed-in
-- members were the only listeners so far); the owner is the song's owner today.
ALTER TABLE "plays" ADD COLUMN "source" text;--> statement-breakpoint
ALTER TABLE "plays" ADD COLUMN "seconds_heard" real;--> statement-breakpoint
ALTER TABLE "plays" ADD COLUMN "completed" boolean;--> statement-breakpoint
ALTER TABLE "plays" ADD COLUMN "owner_profile_id" uuid;--> statement-breakpoint
UPDATE "plays" SET
  "owner_profile_id" = "audio_files"."owner_profile_id",
  "source" = CASE WHEN "plays"."listener_profile_id" = "audio_files"."owner_profile_id"
    THEN 'own' ELSE 'collaborator' END
FROM "audio_files" WHERE "audio_files"."id" = "plays"."audio_file_id";--> statement-breakpoint
ALTER TABLE "plays" ALTER COLUMN "source" SET DEFAULT null;--> statement-breakpoint
ALTER TABLE "plays" ALTER COLUMN "source" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "plays" ALTER COLUMN "owner_profile_id" SET DEFAULT null;--> statement-breakpoint
ALTER TABLE "plays" ALTER COLUMN "owner_profile_id" SET NOT NULL;--> statement-breakpoint
-- An insert that leaves the owner or the source out (older code, a restored backup, a test's
-- row) gets them here by the rule above; the server's own inserts name both, so the trigger's
-- WHEN keeps it from running for them (the seed's two million rows among them).
CREATE FUNCTION "plays_fill_owner_and_source"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.owner_profile_id IS NULL THEN
    NEW.owner_profile_id := (SELECT owner_profile_id FROM audio_files WHERE id = NEW.audio_file_id);
  END IF;
  IF NEW.source IS NULL THEN
    NEW.source := CASE WHEN NEW.listener_profile_id = NEW.owner_profile_id
      THEN 'own' ELSE 'collaborator' END;
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "plays_owner_and_source"
  BEFORE INSERT ON "plays"
  FOR EACH ROW WHEN (NEW.owner_profile_id IS NULL OR NEW.source IS NULL)
  EXECUTE FUNCTION "plays_fill_owner_and_source"();--> statement-breakpoint
ALTER TABLE "plays" ADD CONSTRAINT "plays_owner_profile_id_profiles_id_fk" FOREIGN KEY ("owner_profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "plays_owner_played_idx" ON "plays" USING btree ("owner_profile_id","played_at");
