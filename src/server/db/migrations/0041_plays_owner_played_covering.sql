-- An owner's plays by time carry every column the analytics read from raw plays (the partial
-- UTC days and hours at a period's edges: song, listener, source, completion, seconds heard), so
-- those reads are index-only scans. Read from the table, a day's edge of the heavy user's plays
-- (about 4,400 rows) was about as many pages, one per play wherever the rows lay (PostgreSQL and
-- PGlite, the large data set). Drizzle's schema has no INCLUDE: the same index, with it.
DROP INDEX "plays_owner_played_idx";--> statement-breakpoint
CREATE INDEX "plays_owner_played_idx" ON "plays" USING btree ("owner_profile_id", "played_at")
  INCLUDE ("audio_file_id", "listener_profile_id", "source", "completed", "seconds_heard");
