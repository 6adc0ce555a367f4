ALTER TABLE "audio_files" ADD COLUMN "isrc" text;--> statement-breakpoint
ALTER TABLE "audio_files" ADD COLUMN "container" text;--> statement-breakpoint
ALTER TABLE "audio_files" ADD COLUMN "sample_rate" integer;--> statement-breakpoint
ALTER TABLE "audio_files" ADD COLUMN "bit_depth" integer;--> statement-breakpoint
ALTER TABLE "audio_files" ADD COLUMN "channels" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "audio_files_isrc_by_owner_idx" ON "audio_files" USING btree ("owner_profile_id","isrc") WHERE "audio_files"."isrc" is not null;