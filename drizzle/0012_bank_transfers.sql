CREATE TABLE "bank_transfers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"registration_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"invoice_id" uuid NOT NULL,
	"reference" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"issued_on" text NOT NULL,
	"due_on" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"payment_id" uuid,
	"received_on" text,
	"bank_reference" text,
	"marked_paid_by" text,
	"lapsed_at" timestamp with time zone,
	"credit_note_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_transfers_registration_id_unique" UNIQUE("registration_id"),
	CONSTRAINT "bank_transfers_reference_unique" UNIQUE("reference"),
	CONSTRAINT "bank_transfers_amount_positive" CHECK ("bank_transfers"."amount_cents" > 0),
	CONSTRAINT "bank_transfers_paid_has_payment" CHECK (("bank_transfers"."status" = 'paid') = ("bank_transfers"."payment_id" IS NOT NULL))
);
--> statement-breakpoint
ALTER TABLE "invoices" ALTER COLUMN "payment_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "registration_id" uuid;--> statement-breakpoint
ALTER TABLE "bank_transfers" ADD CONSTRAINT "bank_transfers_registration_id_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."registrations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_transfers" ADD CONSTRAINT "bank_transfers_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_transfers" ADD CONSTRAINT "bank_transfers_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_transfers" ADD CONSTRAINT "bank_transfers_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_transfers" ADD CONSTRAINT "bank_transfers_credit_note_id_invoices_id_fk" FOREIGN KEY ("credit_note_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bank_transfers_open_by_due_date" ON "bank_transfers" USING btree ("due_on") WHERE "bank_transfers"."status" = 'open';--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_registration_id_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."registrations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoices_registration" ON "invoices" USING btree ("registration_id");--> statement-breakpoint
CREATE UNIQUE INDEX "registrations_one_reserved_per_checkout_and_tier" ON "registrations" USING btree ("checkout_token_hash","tier_id") WHERE "registrations"."status" = 'reserved';--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_for_a_payment_or_checkout" CHECK ("invoices"."payment_id" IS NOT NULL OR "invoices"."registration_id" IS NOT NULL);