CREATE TABLE "accommodation_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "accommodation_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"registration_id" integer NOT NULL,
	"needs" text[] NOT NULL,
	"spoken_language" text DEFAULT '' NOT NULL,
	"format" text DEFAULT '' NOT NULL,
	"other" text DEFAULT '' NOT NULL,
	"is_on_time" boolean NOT NULL,
	"state" text DEFAULT 'new' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"state_changed_at" timestamp with time zone,
	"state_changed_by" integer,
	"reminder_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "accommodation_requests_registration_id_unique" UNIQUE("registration_id"),
	CONSTRAINT "accommodation_requests_state_check" CHECK ("accommodation_requests"."state" in ('new', 'arranged', 'not_possible'))
);
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "accommodation_lead_days" integer DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "accommodation_requests" ADD CONSTRAINT "accommodation_requests_registration_id_event_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."event_registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accommodation_requests" ADD CONSTRAINT "accommodation_requests_state_changed_by_staff_accounts_id_fk" FOREIGN KEY ("state_changed_by") REFERENCES "public"."staff_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_accommodation_lead_days_range" CHECK ("events"."accommodation_lead_days" between 0 and 30);