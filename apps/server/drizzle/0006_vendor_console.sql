CREATE TABLE "audit_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"actor_kind" text NOT NULL,
	"actor_id" integer NOT NULL,
	"actor_name" text NOT NULL,
	"vendor_id" integer NOT NULL,
	"entity" text NOT NULL,
	"entity_id" integer NOT NULL,
	"action" text NOT NULL,
	"before" jsonb NOT NULL,
	"after" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "audit_events_actor_kind_check" CHECK ("audit_events"."actor_kind" in ('vendor-contact', 'staff'))
);
--> statement-breakpoint
ALTER TABLE "engagement_requests" ADD COLUMN "declined_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "engagement_requests" ADD COLUMN "decline_reason" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "is_editing_locked" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "last_activity_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "audit_events_vendor_idx" ON "audit_events" USING btree ("vendor_id","created_at","id");--> statement-breakpoint
CREATE INDEX "contacts_search_trgm_idx" ON "contacts" USING gin (lower("first_name" || ' ' || "last_name" || ' ' || "email") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "vendors_email_trgm_idx" ON "vendors" USING gin (lower("email") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "vendors_business_name_idx" ON "vendors" USING btree ("business_name","id");--> statement-breakpoint
CREATE INDEX "vendors_created_at_idx" ON "vendors" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "vendors_last_activity_at_idx" ON "vendors" USING btree ("last_activity_at","id");--> statement-breakpoint
UPDATE "vendors" SET "last_activity_at" = "updated_at";--> statement-breakpoint
-- The audit trail is append-only: no statement may change or remove a record, whoever issues it.
CREATE FUNCTION "audit_events_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'audit records cannot be changed or deleted';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "audit_events_append_only" BEFORE UPDATE OR DELETE OR TRUNCATE ON "audit_events"
	FOR EACH STATEMENT EXECUTE FUNCTION "audit_events_refuse_change"();
