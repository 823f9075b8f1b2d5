CREATE TABLE "staff_message_digests" (
	"staff_id" integer PRIMARY KEY NOT NULL,
	"last_sent_at" timestamp with time zone NOT NULL,
	"last_message_id" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "attachment_requests" ADD COLUMN "document_type_id" integer;--> statement-breakpoint
ALTER TABLE "attachment_requests" ADD COLUMN "due_date" date;--> statement-breakpoint
ALTER TABLE "attachment_requests" ADD COLUMN "requested_by_staff_id" integer;--> statement-breakpoint
ALTER TABLE "attachments" ADD COLUMN "review_status" text DEFAULT 'AwaitingReview' NOT NULL;--> statement-breakpoint
ALTER TABLE "attachments" ADD COLUMN "review_note" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "attachments" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "attachments" ADD COLUMN "reviewed_by_staff_id" integer;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "staff_id" integer;--> statement-breakpoint
ALTER TABLE "staff_message_digests" ADD CONSTRAINT "staff_message_digests_staff_id_staff_accounts_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attachment_requests" ADD CONSTRAINT "attachment_requests_document_type_id_document_types_id_fk" FOREIGN KEY ("document_type_id") REFERENCES "public"."document_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attachment_requests" ADD CONSTRAINT "attachment_requests_requested_by_staff_id_staff_accounts_id_fk" FOREIGN KEY ("requested_by_staff_id") REFERENCES "public"."staff_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attachments" ADD CONSTRAINT "attachments_reviewed_by_staff_id_staff_accounts_id_fk" FOREIGN KEY ("reviewed_by_staff_id") REFERENCES "public"."staff_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_staff_id_staff_accounts_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attachments_awaiting_review_idx" ON "attachments" USING btree ("attached_at","id") WHERE "attachments"."review_status" = 'AwaitingReview' and "attachments"."attached_at" is not null;--> statement-breakpoint
ALTER TABLE "attachments" ADD CONSTRAINT "attachments_review_status_check" CHECK ("attachments"."review_status" in ('AwaitingReview', 'Accepted', 'Rejected'));