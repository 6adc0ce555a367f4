CREATE TABLE "folders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"profile_id" uuid NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "folders_id_profile_key" UNIQUE("id","profile_id")
);
--> statement-breakpoint
CREATE TABLE "project_folders" (
	"profile_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"folder_id" uuid NOT NULL,
	CONSTRAINT "project_folders_profile_id_project_id_pk" PRIMARY KEY("profile_id","project_id")
);
--> statement-breakpoint
ALTER TABLE "folders" ADD CONSTRAINT "folders_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_folders" ADD CONSTRAINT "project_folders_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_folders" ADD CONSTRAINT "project_folders_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_folders" ADD CONSTRAINT "project_folders_folder_profile_fk" FOREIGN KEY ("folder_id","profile_id") REFERENCES "public"."folders"("id","profile_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "folders_profile_name_idx" ON "folders" USING btree ("profile_id",lower("name"));--> statement-breakpoint
CREATE INDEX "project_folders_folder_idx" ON "project_folders" USING btree ("folder_id","project_id");--> statement-breakpoint
CREATE INDEX "project_folders_project_idx" ON "project_folders" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "projects_owner_created_idx" ON "projects" USING btree ("owner_profile_id","is_library","created_at","id");--> statement-breakpoint
CREATE INDEX "projects_owner_title_idx" ON "projects" USING btree ("owner_profile_id","is_library",lower("title"),"id");