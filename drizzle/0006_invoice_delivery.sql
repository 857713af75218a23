CREATE TABLE "account_billing" (
	"account_id" uuid PRIMARY KEY NOT NULL,
	"buying_for" text NOT NULL,
	"legal_name" text,
	"registration_number" text,
	"vat_number" text,
	"street" text,
	"postcode" text,
	"city" text,
	"country" text,
	"billing_email" text,
	"purchase_order" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_billing_company_complete" CHECK ("account_billing"."buying_for" = 'myself' OR ("account_billing"."legal_name" IS NOT NULL AND "account_billing"."registration_number" IS NOT NULL AND "account_billing"."country" IS NOT NULL AND "account_billing"."billing_email" IS NOT NULL))
);
--> statement-breakpoint
ALTER TABLE "email_deliveries" ADD COLUMN "cc_address" text;--> statement-breakpoint
ALTER TABLE "email_deliveries" ADD COLUMN "invoice_id" uuid;--> statement-breakpoint
ALTER TABLE "account_billing" ADD CONSTRAINT "account_billing_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_deliveries" ADD CONSTRAINT "email_deliveries_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;