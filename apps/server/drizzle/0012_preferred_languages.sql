ALTER TABLE "contacts" ADD COLUMN "preferred_language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD COLUMN "preferred_language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
CREATE INDEX "event_registrations_email_idx" ON "event_registrations" USING btree (lower("email"),"id");