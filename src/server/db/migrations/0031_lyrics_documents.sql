CREATE TABLE "lyrics_doc_snapshots" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lyrics_id" uuid NOT NULL,
	"state" "bytea" NOT NULL,
	"reason" text NOT NULL,
	"by_profile_id" uuid,
	"preview" text NOT NULL,
	"length" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lyrics_doc_updates" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"lyrics_id" uuid NOT NULL,
	"update" "bytea" NOT NULL,
	"profile_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lyrics_docs" (
	"lyrics_id" uuid PRIMARY KEY NOT NULL,
	"state" "bytea" NOT NULL,
	"rendered_through" bigint DEFAULT 0 NOT NULL,
	"snapshot_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lyrics_doc_snapshots" ADD CONSTRAINT "lyrics_doc_snapshots_lyrics_id_lyrics_id_fk" FOREIGN KEY ("lyrics_id") REFERENCES "public"."lyrics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lyrics_doc_snapshots" ADD CONSTRAINT "lyrics_doc_snapshots_by_profile_id_profiles_id_fk" FOREIGN KEY ("by_profile_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lyrics_doc_updates" ADD CONSTRAINT "lyrics_doc_updates_lyrics_id_lyrics_id_fk" FOREIGN KEY ("lyrics_id") REFERENCES "public"."lyrics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lyrics_doc_updates" ADD CONSTRAINT "lyrics_doc_updates_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lyrics_docs" ADD CONSTRAINT "lyrics_docs_lyrics_id_lyrics_id_fk" FOREIGN KEY ("lyrics_id") REFERENCES "public"."lyrics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lyrics_doc_snapshots_list_idx" ON "lyrics_doc_snapshots" USING btree ("lyrics_id","created_at","id");--> statement-breakpoint
CREATE INDEX "lyrics_doc_updates_lyrics_idx" ON "lyrics_doc_updates" USING btree ("lyrics_id","id");