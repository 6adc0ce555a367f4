ALTER TABLE "projects" ADD COLUMN "members_may_share" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "comments_author_idx" ON "comments" USING btree ("author_profile_id");