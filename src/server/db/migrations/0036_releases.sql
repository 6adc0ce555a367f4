CREATE TABLE "release_tracks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"release_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"audio_id" uuid NOT NULL,
	"song_id" uuid NOT NULL,
	"explicit" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "releases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_profile_id" uuid NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"artist_name" text DEFAULT '' NOT NULL,
	"label" text DEFAULT '' NOT NULL,
	"release_date" date,
	"original_release_date" date,
	"genre" text DEFAULT '' NOT NULL,
	"p_line" text DEFAULT '' NOT NULL,
	"c_line" text DEFAULT '' NOT NULL,
	"upc" text,
	"explicit" boolean DEFAULT false NOT NULL,
	"sender_party_id" text DEFAULT '' NOT NULL,
	"recipient_party_id" text DEFAULT '' NOT NULL,
	"loudness_target" integer,
	"status" text DEFAULT 'draft' NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"slug" text,
	"artwork_key" text,
	"artwork_thumbnail_key" text,
	"artwork_width" integer,
	"artwork_height" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "song_details" ADD COLUMN "instrumental" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "release_tracks" ADD CONSTRAINT "release_tracks_release_id_releases_id_fk" FOREIGN KEY ("release_id") REFERENCES "public"."releases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "release_tracks" ADD CONSTRAINT "release_tracks_audio_id_audio_files_id_fk" FOREIGN KEY ("audio_id") REFERENCES "public"."audio_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "releases" ADD CONSTRAINT "releases_owner_profile_id_profiles_id_fk" FOREIGN KEY ("owner_profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "release_tracks_position_idx" ON "release_tracks" USING btree ("release_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "release_tracks_song_once_idx" ON "release_tracks" USING btree ("release_id","song_id");--> statement-breakpoint
CREATE INDEX "release_tracks_audio_idx" ON "release_tracks" USING btree ("audio_id");--> statement-breakpoint
CREATE INDEX "releases_owner_updated_idx" ON "releases" USING btree ("owner_profile_id","updated_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "releases_upc_by_owner_idx" ON "releases" USING btree ("owner_profile_id","upc") WHERE "releases"."upc" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "releases_slug_idx" ON "releases" USING btree ("slug");--> statement-breakpoint
-- An ISRC names one recording (issue 28): a song project's details code moves to its master,
-- the latest version of the project's one song, unless another file of the owner already
-- holds that code (two projects with one code: the older project's master takes it).
WITH "masters" AS (
	SELECT "p"."id" AS "project_id", "p"."owner_profile_id", "d"."isrc",
		(SELECT "a"."id" FROM "audio_files" "a" WHERE "a"."project_id" = "p"."id" AND "a"."is_latest" LIMIT 1) AS "audio_id"
	FROM "projects" "p" JOIN "song_details" "d" ON "d"."project_id" = "p"."id"
	WHERE NOT "p"."is_library" AND "d"."isrc" IS NOT NULL
		AND (SELECT count(*) FROM "audio_files" "a" WHERE "a"."project_id" = "p"."id" AND "a"."is_latest") = 1
), "chosen" AS (
	SELECT DISTINCT ON ("m"."owner_profile_id", "m"."isrc") "m"."audio_id", "m"."isrc"
	FROM "masters" "m" JOIN "projects" "p" ON "p"."id" = "m"."project_id"
	WHERE NOT EXISTS (
		SELECT 1 FROM "audio_files" "o" WHERE "o"."owner_profile_id" = "m"."owner_profile_id" AND "o"."isrc" = "m"."isrc"
	)
	ORDER BY "m"."owner_profile_id", "m"."isrc", "p"."created_at", "p"."id"
)
UPDATE "audio_files" SET "isrc" = "chosen"."isrc"
FROM "chosen" WHERE "audio_files"."id" = "chosen"."audio_id" AND "audio_files"."isrc" IS NULL;
