CREATE TABLE "staff_refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_key" text NOT NULL,
	"payment_id" uuid NOT NULL,
	"amount_cents" integer NOT NULL,
	"membership_after" text NOT NULL,
	"new_expires_at" timestamp with time zone,
	"reason" text NOT NULL,
	"staff_id" text NOT NULL,
	"staff_email" text NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"refund_id" uuid,
	"credit_note_id" uuid,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "staff_refunds_request_key_unique" UNIQUE("request_key"),
	CONSTRAINT "staff_refunds_amount_positive" CHECK ("staff_refunds"."amount_cents" > 0),
	CONSTRAINT "staff_refunds_shorten_has_date" CHECK (("staff_refunds"."membership_after" = 'shorten') = ("staff_refunds"."new_expires_at" IS NOT NULL))
);
--> statement-breakpoint
ALTER TABLE "refunds" DROP CONSTRAINT "refunds_payment_intent_id_unique";--> statement-breakpoint
DROP INDEX "invoices_one_credit_note_per_invoice";--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "directory_hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "anonymised_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "refund_key" text;--> statement-breakpoint
-- Refunds made so far were automatic, one per payment, keyed by the idempotency key they used with the provider.
UPDATE "refunds" SET "refund_key" = 'refund-' || "payment_intent_id";--> statement-breakpoint
ALTER TABLE "refunds" ALTER COLUMN "refund_key" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_refunds" ADD CONSTRAINT "staff_refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_refunds" ADD CONSTRAINT "staff_refunds_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_refunds" ADD CONSTRAINT "staff_refunds_credit_note_id_invoices_id_fk" FOREIGN KEY ("credit_note_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "staff_refunds_payment" ON "staff_refunds" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "invoices_credit_notes_of_invoice" ON "invoices" USING btree ("corrects_invoice_id");--> statement-breakpoint
CREATE INDEX "refunds_payment_intent" ON "refunds" USING btree ("payment_intent_id");--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_refund_key_unique" UNIQUE("refund_key");--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_amount_positive" CHECK ("refunds"."amount_cents" > 0);
