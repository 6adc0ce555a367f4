CREATE INDEX "projects_title_trgm_idx" ON "projects" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "playlists_name_trgm_idx" ON "playlists" USING gin ("name" gin_trgm_ops);