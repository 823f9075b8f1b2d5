CREATE TABLE "access_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "access_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"language" text DEFAULT '' NOT NULL,
	"other_language" text DEFAULT '' NOT NULL,
	"details" text DEFAULT '' NOT NULL,
	"page" text DEFAULT '' NOT NULL,
	"page_language" text DEFAULT 'en' NOT NULL,
	"state" text DEFAULT 'new' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"changed_at" timestamp with time zone,
	"changed_by" integer,
	"changed_by_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "access_requests_kind_check" CHECK ("access_requests"."kind" in ('language', 'barrier')),
	CONSTRAINT "access_requests_state_check" CHECK ("access_requests"."state" in ('new', 'handled'))
);
--> statement-breakpoint
ALTER TABLE "access_requests" ADD CONSTRAINT "access_requests_changed_by_staff_accounts_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."staff_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "access_requests_created_idx" ON "access_requests" USING btree ("created_at");