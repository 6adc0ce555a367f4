-- A block's songs by plays, most first: the first page of a period's songs reads the few most
-- played rows of the blocks around it (to find the least plays a song on the page can have) and
-- then only the rows reaching a share of it, instead of adding up every song of those blocks
-- (~30,000 rows and a 10,000-group aggregate for 366 days of the heavy user, large data set).
CREATE INDEX "plays_song_blocks_by_plays_idx" ON "plays_song_blocks" USING btree
  ("owner_profile_id", "days", "block", "plays" DESC) INCLUDE ("audio_file_id");
