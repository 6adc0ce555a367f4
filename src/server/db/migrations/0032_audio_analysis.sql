ALTER TABLE "audio_files" ADD COLUMN "analysis_state" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "audio_files" ADD COLUMN "analysis" jsonb;--> statement-breakpoint
CREATE INDEX "audio_files_analysis_pending_idx" ON "audio_files" USING btree ("created_at","id") WHERE "audio_files"."analysis_state" = 'pending';