CREATE TABLE "share_heat_buckets" (
	"link_id" uuid NOT NULL,
	"audio_file_id" uuid NOT NULL,
	"bucket" smallint NOT NULL,
	"hits" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "share_heat_buckets_link_id_audio_file_id_bucket_pk" PRIMARY KEY("link_id","audio_file_id","bucket")
);
--> statement-breakpoint
CREATE TABLE "share_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" uuid NOT NULL,
	"song_id" uuid,
	"follow_latest" boolean DEFAULT false NOT NULL,
	"created_by_profile_id" uuid NOT NULL,
	"recipient_name" text NOT NULL,
	"recipient_email" text,
	"recipient_language" text,
	"expires_at" timestamp with time zone,
	"password_hash" text,
	"allow_download" boolean NOT NULL,
	"allow_comments" boolean NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"first_opened_at" timestamp with time zone,
	"last_opened_at" timestamp with time zone,
	"listen_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "share_links_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "share_listens" (
	"id" uuid PRIMARY KEY NOT NULL,
	"link_id" uuid NOT NULL,
	"audio_file_id" uuid NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_heard_at" timestamp with time zone DEFAULT now() NOT NULL,
	"heard" "bytea" NOT NULL,
	"seconds_heard" integer DEFAULT 0 NOT NULL,
	"replayed_seconds" integer DEFAULT 0 NOT NULL,
	"duration" integer NOT NULL,
	"ended" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "guest_name" text;--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "share_link_id" uuid;--> statement-breakpoint
ALTER TABLE "share_heat_buckets" ADD CONSTRAINT "share_heat_buckets_link_id_share_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."share_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_links" ADD CONSTRAINT "share_links_created_by_profile_id_profiles_id_fk" FOREIGN KEY ("created_by_profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_listens" ADD CONSTRAINT "share_listens_link_id_share_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."share_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "share_links_maker_idx" ON "share_links" USING btree ("created_by_profile_id","created_at","id");--> statement-breakpoint
CREATE INDEX "share_links_created_idx" ON "share_links" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "share_links_target_idx" ON "share_links" USING btree ("target_id");--> statement-breakpoint
CREATE INDEX "share_links_song_idx" ON "share_links" USING btree ("song_id") WHERE "share_links"."song_id" is not null;--> statement-breakpoint
CREATE INDEX "share_listens_link_idx" ON "share_listens" USING btree ("link_id","started_at","id");--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_share_link_id_share_links_id_fk" FOREIGN KEY ("share_link_id") REFERENCES "public"."share_links"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "comments_share_link_idx" ON "comments" USING btree ("share_link_id","created_at","id") WHERE "comments"."share_link_id" is not null;