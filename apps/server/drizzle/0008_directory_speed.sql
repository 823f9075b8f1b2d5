CREATE TABLE "vendor_tallies" (
	"is_verified" boolean PRIMARY KEY NOT NULL,
	"vendors" integer NOT NULL
);
--> statement-breakpoint
DROP INDEX "contacts_search_trgm_idx";--> statement-breakpoint
DROP INDEX "vendors_normalized_name_trgm_idx";--> statement-breakpoint
DROP INDEX "vendors_email_trgm_idx";--> statement-breakpoint
CREATE INDEX "contacts_awaiting_approval_idx" ON "contacts" USING btree ("vendor_id") WHERE "contacts"."is_enabled" and not "contacts"."is_approved";--> statement-breakpoint
CREATE INDEX "engagement_requests_requested_idx" ON "engagement_requests" USING btree ("vendor_id") WHERE "engagement_requests"."approved_at" is null and "engagement_requests"."declined_at" is null;--> statement-breakpoint
CREATE INDEX "vendor_certifications_certification_id_idx" ON "vendor_certifications" USING btree ("certification_id","vendor_id");--> statement-breakpoint
CREATE INDEX "contacts_search_trgm_idx" ON "contacts" USING gin (lower("first_name" || ' ' || "last_name" || ' ' || "email") gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "vendors_normalized_name_trgm_idx" ON "vendors" USING gin ("normalized_name" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "vendors_email_trgm_idx" ON "vendors" USING gin (lower("email") gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
-- vendor_tallies follows vendors in the changing transaction: one statement-level trigger per event, so a bulk insert
-- updates it once; an update locks a tally only when it verifies or unverifies a vendor, so the frequent edits of
-- vendors (last activity) never wait on each other.
INSERT INTO "vendor_tallies" ("is_verified", "vendors")
SELECT v, (SELECT count(*) FROM "vendors" WHERE ("verified_at" IS NOT NULL) = v) FROM (VALUES (true), (false)) AS t(v);
--> statement-breakpoint
CREATE FUNCTION "vendor_tallies_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE "vendor_tallies" t SET "vendors" = t."vendors" + c.n
    FROM (SELECT "verified_at" IS NOT NULL AS v, count(*) AS n FROM new_rows GROUP BY 1) c WHERE t."is_verified" = c.v;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE "vendor_tallies" t SET "vendors" = t."vendors" - c.n
    FROM (SELECT "verified_at" IS NOT NULL AS v, count(*) AS n FROM old_rows GROUP BY 1) c WHERE t."is_verified" = c.v;
  ELSIF TG_OP = 'UPDATE' THEN
    UPDATE "vendor_tallies" t SET "vendors" = t."vendors" + CASE WHEN t."is_verified" THEN c.n ELSE -c.n END
    FROM (SELECT sum(CASE WHEN n."verified_at" IS NULL THEN -1 ELSE 1 END) AS n
          FROM old_rows o JOIN new_rows n USING ("id")
          WHERE (o."verified_at" IS NULL) <> (n."verified_at" IS NULL)) c
    WHERE c.n IS NOT NULL;
  ELSE -- TRUNCATE
    UPDATE "vendor_tallies" SET "vendors" = 0;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "vendor_tallies_insert" AFTER INSERT ON "vendors" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "vendor_tallies_follow"();
--> statement-breakpoint
CREATE TRIGGER "vendor_tallies_update" AFTER UPDATE ON "vendors" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "vendor_tallies_follow"();
--> statement-breakpoint
CREATE TRIGGER "vendor_tallies_delete" AFTER DELETE ON "vendors" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "vendor_tallies_follow"();
--> statement-breakpoint
CREATE TRIGGER "vendor_tallies_truncate" AFTER TRUNCATE ON "vendors"
  FOR EACH STATEMENT EXECUTE FUNCTION "vendor_tallies_follow"();
