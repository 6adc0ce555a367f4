CREATE TABLE "library_order" (
	"profile_id" uuid NOT NULL,
	"song_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"pinned" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "library_order_profile_id_song_id_pk" PRIMARY KEY("profile_id","song_id")
);
--> statement-breakpoint
CREATE TABLE "system_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "audio_files" ADD COLUMN "title" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- Existing songs are titled after their file name without its extension.
UPDATE "audio_files" SET "title" = regexp_replace("original_name", '\.[^.]+$', '');--> statement-breakpoint
ALTER TABLE "audio_files" ALTER COLUMN "title" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "audio_files" ADD COLUMN "song_id" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "audio_files" ADD COLUMN "is_latest" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "library_order" ADD CONSTRAINT "library_order_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audio_files_song_idx" ON "audio_files" USING btree ("song_id");--> statement-breakpoint
CREATE UNIQUE INDEX "audio_files_one_latest_per_song" ON "audio_files" USING btree ("song_id") WHERE "audio_files"."is_latest";