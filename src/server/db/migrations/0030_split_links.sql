ALTER TABLE "splits" ADD COLUMN "member_profile_id" uuid;--> statement-breakpoint
ALTER TABLE "splits" ADD COLUMN "credit_id" uuid;--> statement-breakpoint
ALTER TABLE "splits" ADD CONSTRAINT "splits_member_profile_id_profiles_id_fk" FOREIGN KEY ("member_profile_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "splits" ADD CONSTRAINT "splits_credit_id_credits_id_fk" FOREIGN KEY ("credit_id") REFERENCES "public"."credits"("id") ON DELETE set null ON UPDATE no action;