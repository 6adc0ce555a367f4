-- Hand-edited: INCLUDE (duration) lets the dashboard's song count and minutes be an index-only
-- scan (drizzle-kit's schema DSL cannot express INCLUDE; the snapshot names the same index).
CREATE INDEX "audio_files_latest_by_project_idx" ON "audio_files" USING btree ("project_id") INCLUDE ("duration") WHERE "audio_files"."is_latest";
