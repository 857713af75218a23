CREATE TABLE "event_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payment_intent_id" text NOT NULL,
	"event_registration_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"payment_method" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"paid_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_payments_payment_intent_id_unique" UNIQUE("payment_intent_id"),
	CONSTRAINT "event_payments_event_registration_id_unique" UNIQUE("event_registration_id"),
	CONSTRAINT "event_payments_amount_positive" CHECK ("event_payments"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "event_registrations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" text NOT NULL,
	"account_id" uuid,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"company" text,
	"seats" integer NOT NULL,
	"needs" text,
	"locale" text NOT NULL,
	"status" text NOT NULL,
	"price_kind" text NOT NULL,
	"unit_price_cents" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"checkout_token_hash" text NOT NULL,
	"payment_intent_id" text,
	"payment_method" text,
	"provider_status" text,
	"hold_expires_at" timestamp with time zone,
	"queued_at" timestamp with time zone,
	"offer_token_hash" text,
	"confirmed_at" timestamp with time zone,
	"checked_in_at" timestamp with time zone,
	"checked_in_by" text,
	"cancelled_at" timestamp with time zone,
	"cancelled_by" text,
	"cancel_reason" text,
	"added_by_staff_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_registrations_payment_intent_id_unique" UNIQUE("payment_intent_id"),
	CONSTRAINT "event_registrations_offer_token_hash_unique" UNIQUE("offer_token_hash"),
	CONSTRAINT "event_registrations_seats_positive" CHECK ("event_registrations"."seats" > 0),
	CONSTRAINT "event_registrations_amount_not_negative" CHECK ("event_registrations"."amount_cents" >= 0 AND "event_registrations"."unit_price_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "event_seats" (
	"event_id" text PRIMARY KEY NOT NULL,
	"capacity" integer NOT NULL,
	"seats_taken" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_seats_taken_not_negative" CHECK ("event_seats"."seats_taken" >= 0)
);
--> statement-breakpoint
ALTER TABLE "invoices" DROP CONSTRAINT "invoices_for_a_payment_or_checkout";--> statement-breakpoint
ALTER TABLE "invoices" ALTER COLUMN "account_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "event_registration_id" uuid;--> statement-breakpoint
ALTER TABLE "event_payments" ADD CONSTRAINT "event_payments_event_registration_id_event_registrations_id_fk" FOREIGN KEY ("event_registration_id") REFERENCES "public"."event_registrations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD CONSTRAINT "event_registrations_event_id_event_seats_event_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."event_seats"("event_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD CONSTRAINT "event_registrations_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_payments_paid_at" ON "event_payments" USING btree ("paid_at");--> statement-breakpoint
CREATE INDEX "event_registrations_event_status" ON "event_registrations" USING btree ("event_id","status");--> statement-breakpoint
CREATE INDEX "event_registrations_waitlist" ON "event_registrations" USING btree ("event_id","queued_at") WHERE "event_registrations"."status" = 'waitlisted';--> statement-breakpoint
CREATE INDEX "event_registrations_expiring" ON "event_registrations" USING btree ("hold_expires_at") WHERE "event_registrations"."status" IN ('held', 'offered');--> statement-breakpoint
CREATE INDEX "event_registrations_account" ON "event_registrations" USING btree ("account_id");--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_event_registration_id_event_registrations_id_fk" FOREIGN KEY ("event_registration_id") REFERENCES "public"."event_registrations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoices_event_registration" ON "invoices" USING btree ("event_registration_id");--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_account_or_event_registration" CHECK ("invoices"."account_id" IS NOT NULL OR "invoices"."event_registration_id" IS NOT NULL);--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_for_a_payment_or_checkout" CHECK ("invoices"."payment_id" IS NOT NULL OR "invoices"."registration_id" IS NOT NULL OR "invoices"."event_registration_id" IS NOT NULL);