ALTER TABLE "comments" ADD COLUMN "parent_id" uuid;--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "resolved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "resolved_by_profile_id" uuid;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_parent_id_comments_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_resolved_by_profile_id_profiles_id_fk" FOREIGN KEY ("resolved_by_profile_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "comments_audio_open_idx" ON "comments" USING btree ("audio_file_id","at_seconds","created_at","id") WHERE "comments"."parent_id" is null and "comments"."resolved_at" is null;--> statement-breakpoint
CREATE INDEX "comments_audio_resolved_idx" ON "comments" USING btree ("audio_file_id","at_seconds","created_at","id") WHERE "comments"."parent_id" is null and "comments"."resolved_at" is not null;--> statement-breakpoint
CREATE INDEX "comments_parent_idx" ON "comments" USING btree ("parent_id","created_at","id");