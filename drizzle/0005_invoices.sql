CREATE TABLE "checkout_billing" (
	"registration_id" uuid PRIMARY KEY NOT NULL,
	"buying_for" text NOT NULL,
	"legal_name" text,
	"registration_number" text,
	"vat_number" text,
	"vat_number_checked_by" text,
	"street" text,
	"postcode" text,
	"city" text,
	"country" text,
	"billing_email" text,
	"purchase_order" text,
	"vat_category" text NOT NULL,
	"vat_rate_basis_points" integer NOT NULL,
	"exemption_reason_code" text,
	"net_cents" integer NOT NULL,
	"vat_cents" integer NOT NULL,
	"gross_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "checkout_billing_amounts_add_up" CHECK ("checkout_billing"."net_cents" + "checkout_billing"."vat_cents" = "checkout_billing"."gross_cents"),
	CONSTRAINT "checkout_billing_company_complete" CHECK ("checkout_billing"."buying_for" = 'myself' OR ("checkout_billing"."legal_name" IS NOT NULL AND "checkout_billing"."registration_number" IS NOT NULL AND "checkout_billing"."country" IS NOT NULL AND "checkout_billing"."billing_email" IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "invoice_series" (
	"series" text NOT NULL,
	"year" integer NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "invoice_series_series_year_pk" PRIMARY KEY("series","year")
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"year" integer NOT NULL,
	"sequence" integer NOT NULL,
	"number" text NOT NULL,
	"payment_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"corrects_invoice_id" uuid,
	"document" jsonb NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_number_unique" UNIQUE("number"),
	CONSTRAINT "invoices_credit_note_corrects_an_invoice" CHECK (("invoices"."kind" = 'credit-note') = ("invoices"."corrects_invoice_id" IS NOT NULL)),
	CONSTRAINT "invoices_sequence_positive" CHECK ("invoices"."sequence" > 0)
);
--> statement-breakpoint
ALTER TABLE "checkout_billing" ADD CONSTRAINT "checkout_billing_registration_id_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."registrations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_corrects_invoice_id_invoices_id_fk" FOREIGN KEY ("corrects_invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_series_year_sequence" ON "invoices" USING btree ("kind","year","sequence");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_one_invoice_per_payment" ON "invoices" USING btree ("payment_id") WHERE "invoices"."kind" = 'invoice';--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_one_credit_note_per_invoice" ON "invoices" USING btree ("corrects_invoice_id");--> statement-breakpoint
CREATE INDEX "invoices_account" ON "invoices" USING btree ("account_id");--> statement-breakpoint
-- An issued invoice or credit note is a legal document: it never changes and is never removed, whoever asks.
CREATE FUNCTION "refuse_issued_invoice_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'issued invoices and credit notes cannot be changed or removed (% refused)', TG_OP
    USING ERRCODE = 'integrity_constraint_violation';
END
$$;--> statement-breakpoint
CREATE TRIGGER "invoices_never_change" BEFORE UPDATE OR DELETE ON "invoices" FOR EACH ROW EXECUTE FUNCTION "refuse_issued_invoice_change"();--> statement-breakpoint
CREATE TRIGGER "invoices_never_truncated" BEFORE TRUNCATE ON "invoices" FOR EACH STATEMENT EXECUTE FUNCTION "refuse_issued_invoice_change"();
