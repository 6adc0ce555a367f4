CREATE INDEX "releases_title_trgm_idx" ON "releases" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "releases_title_by_owner_idx" ON "releases" USING btree ("owner_profile_id",lower("title"),"id");--> statement-breakpoint
CREATE INDEX "releases_label_trgm_idx" ON "releases" USING gin ("label" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "releases_published_by_owner_idx" ON "releases" USING btree ("owner_profile_id","release_date" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "releases"."published";