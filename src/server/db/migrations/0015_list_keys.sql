DROP INDEX "profiles_account_idx";--> statement-breakpoint
DROP INDEX "credits_project_idx";--> statement-breakpoint
DROP INDEX "lyrics_project_idx";--> statement-breakpoint
DROP INDEX "notifications_profile_idx";--> statement-breakpoint
DROP INDEX "audit_log_created_idx";--> statement-breakpoint
DROP INDEX "representatives_profile_idx";--> statement-breakpoint
CREATE INDEX "accounts_created_idx" ON "accounts" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "accounts_role_created_idx" ON "accounts" USING btree ("role","created_at","id");--> statement-breakpoint
CREATE INDEX "projects_created_idx" ON "projects" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "projects_admin_status_idx" ON "projects" USING btree ("status","created_at","id") WHERE not "projects"."is_library";--> statement-breakpoint
CREATE INDEX "enterprise_inquiries_created_idx" ON "enterprise_inquiries" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "splits_project_order_idx" ON "splits" USING btree ("project_id","created_at","id");--> statement-breakpoint
CREATE INDEX "collaborations_project_idx" ON "collaborations" USING btree ("project_id","created_at","id");--> statement-breakpoint
CREATE INDEX "collaborations_pending_email_idx" ON "collaborations" USING btree ("invite_email","created_at","id") WHERE "collaborations"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "notifications_unread_idx" ON "notifications" USING btree ("profile_id") WHERE not "notifications"."is_read";--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_account_id","created_at");--> statement-breakpoint
CREATE INDEX "profiles_account_idx" ON "profiles" USING btree ("account_id","created_at","id");--> statement-breakpoint
CREATE INDEX "credits_project_idx" ON "credits" USING btree ("project_id","created_at","id");--> statement-breakpoint
CREATE INDEX "lyrics_project_idx" ON "lyrics" USING btree ("project_id","updated_at","created_at","id");--> statement-breakpoint
CREATE INDEX "notifications_profile_idx" ON "notifications" USING btree ("profile_id","created_at","id");--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "representatives_profile_idx" ON "representatives" USING btree ("profile_id","created_at","id");