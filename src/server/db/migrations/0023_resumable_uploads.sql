CREATE TABLE "resumable_uploads" (
	"id" text PRIMARY KEY NOT NULL,
	"profile_id" uuid NOT NULL,
	"owner_profile_id" uuid NOT NULL,
	"length" bigint NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"answer" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "resumable_uploads" ADD CONSTRAINT "resumable_uploads_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resumable_uploads" ADD CONSTRAINT "resumable_uploads_owner_profile_id_profiles_id_fk" FOREIGN KEY ("owner_profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "resumable_uploads_sender_idx" ON "resumable_uploads" USING btree ("profile_id") WHERE "resumable_uploads"."state" = 'open';--> statement-breakpoint
CREATE INDEX "resumable_uploads_owner_idx" ON "resumable_uploads" USING btree ("owner_profile_id") WHERE "resumable_uploads"."state" in ('open', 'finishing');--> statement-breakpoint
CREATE INDEX "resumable_uploads_updated_idx" ON "resumable_uploads" USING btree ("updated_at");