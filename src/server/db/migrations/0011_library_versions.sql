CREATE TABLE "library_versions" (
	"profile_id" uuid PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "library_versions" ADD CONSTRAINT "library_versions_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audio_files_uploader_idx" ON "audio_files" USING btree ("uploader_profile_id");--> statement-breakpoint
-- Hand-written (decision 008): the triggers that keep library_versions. A profile's song lists
-- show its projects' songs (title, notes, duration, versions, project, uploader name, its
-- role) and its arrangement; whatever changes one of those bumps the profile's version in the
-- same transaction. Statement triggers with transition tables: a batch insert bumps once.
INSERT INTO "library_versions" (profile_id) SELECT id FROM "profiles";--> statement-breakpoint
CREATE FUNCTION "library_versions_for_new_profile"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO library_versions (profile_id) VALUES (NEW.id);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "profiles_library_version" AFTER INSERT ON "profiles"
  FOR EACH ROW EXECUTE FUNCTION "library_versions_for_new_profile"();--> statement-breakpoint
CREATE FUNCTION "bump_library_versions"(profile_ids uuid[]) RETURNS void LANGUAGE sql AS $$
  UPDATE library_versions SET version = version + 1 WHERE profile_id = ANY(profile_ids)
$$;--> statement-breakpoint
-- Everyone whose library shows the songs of these projects: owners and accepted members.
CREATE FUNCTION "project_audience"(project_ids uuid[]) RETURNS uuid[] LANGUAGE sql STABLE AS $$
  SELECT coalesce(array_agg(DISTINCT id), '{}') FROM (
    SELECT owner_profile_id AS id FROM projects WHERE id = ANY(project_ids)
    UNION
    SELECT profile_id FROM collaborations
     WHERE project_id = ANY(project_ids) AND status = 'accepted' AND profile_id IS NOT NULL
  ) people
$$;--> statement-breakpoint
-- Songs: the rows' own owners (still known while a project's deletion cascades) and the
-- audiences of their projects.
CREATE FUNCTION "audio_files_bump_library_versions"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  owners uuid[];
  project_ids uuid[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT owner_profile_id), array_agg(DISTINCT project_id)
      INTO owners, project_ids FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT owner_profile_id), array_agg(DISTINCT project_id)
      INTO owners, project_ids FROM old_rows;
  ELSE
    SELECT array_agg(DISTINCT owner_profile_id), array_agg(DISTINCT project_id)
      INTO owners, project_ids
      FROM (SELECT owner_profile_id, project_id FROM new_rows
            UNION SELECT owner_profile_id, project_id FROM old_rows) changed;
  END IF;
  PERFORM bump_library_versions(owners || project_audience(project_ids));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "audio_files_library_versions_insert" AFTER INSERT ON "audio_files"
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "audio_files_bump_library_versions"();--> statement-breakpoint
CREATE TRIGGER "audio_files_library_versions_update" AFTER UPDATE ON "audio_files"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "audio_files_bump_library_versions"();--> statement-breakpoint
CREATE TRIGGER "audio_files_library_versions_delete" AFTER DELETE ON "audio_files"
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "audio_files_bump_library_versions"();--> statement-breakpoint
-- Projects: a new title, library flag or owner shows on every song row of the project (the
-- song totals the upload trigger keeps do not).
CREATE FUNCTION "projects_bump_library_versions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM bump_library_versions(
    array(SELECT o.owner_profile_id FROM old_rows o JOIN new_rows n USING (id)
           WHERE n.owner_profile_id IS DISTINCT FROM o.owner_profile_id)
    || project_audience(array(
      SELECT n.id FROM new_rows n JOIN old_rows o USING (id)
       WHERE n.title IS DISTINCT FROM o.title OR n.is_library IS DISTINCT FROM o.is_library
          OR n.owner_profile_id IS DISTINCT FROM o.owner_profile_id)));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "projects_library_versions" AFTER UPDATE ON "projects"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "projects_bump_library_versions"();--> statement-breakpoint
-- Memberships (joining, a new role, leaving, removal) and arrangements (pins, moves) change
-- only their own profile's lists.
CREATE FUNCTION "profile_rows_bump_library_versions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM bump_library_versions(array(SELECT DISTINCT profile_id FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM bump_library_versions(array(SELECT DISTINCT profile_id FROM old_rows));
  ELSE
    PERFORM bump_library_versions(array(
      SELECT profile_id FROM new_rows UNION SELECT profile_id FROM old_rows));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "collaborations_library_versions_insert" AFTER INSERT ON "collaborations"
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "profile_rows_bump_library_versions"();--> statement-breakpoint
CREATE TRIGGER "collaborations_library_versions_update" AFTER UPDATE ON "collaborations"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "profile_rows_bump_library_versions"();--> statement-breakpoint
CREATE TRIGGER "collaborations_library_versions_delete" AFTER DELETE ON "collaborations"
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "profile_rows_bump_library_versions"();--> statement-breakpoint
CREATE TRIGGER "library_order_library_versions_insert" AFTER INSERT ON "library_order"
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "profile_rows_bump_library_versions"();--> statement-breakpoint
CREATE TRIGGER "library_order_library_versions_update" AFTER UPDATE ON "library_order"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "profile_rows_bump_library_versions"();--> statement-breakpoint
CREATE TRIGGER "library_order_library_versions_delete" AFTER DELETE ON "library_order"
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "profile_rows_bump_library_versions"();--> statement-breakpoint
-- An uploader's new name shows on every song they uploaded, in every library that holds one.
CREATE FUNCTION "profiles_name_bump_library_versions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM bump_library_versions(project_audience(array(
    SELECT DISTINCT project_id FROM audio_files WHERE uploader_profile_id = NEW.id)));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "profiles_name_library_versions"
  AFTER UPDATE OF artist_name, first_name, last_name ON "profiles"
  FOR EACH ROW
  WHEN (OLD.artist_name IS DISTINCT FROM NEW.artist_name
        OR OLD.first_name IS DISTINCT FROM NEW.first_name
        OR OLD.last_name IS DISTINCT FROM NEW.last_name)
  EXECUTE FUNCTION "profiles_name_bump_library_versions"();
