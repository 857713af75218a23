CREATE TABLE "jobs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "jobs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"payload" jsonb NOT NULL,
	"dedupe_key" text NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"done_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "jobs_dedupe_key_unique" UNIQUE("dedupe_key")
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payment_intent_id" text NOT NULL,
	"registration_id" uuid,
	"provider" text NOT NULL,
	"provider_refund_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"reason" text NOT NULL,
	"refunded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refunds_payment_intent_id_unique" UNIQUE("payment_intent_id")
);
--> statement-breakpoint
CREATE TABLE "sandbox_refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"payment_intent_id" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"amount" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_refunds_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
DROP INDEX "registrations_one_pending_per_email_and_tier";--> statement-breakpoint
ALTER TABLE "membership_tiers" ADD COLUMN "on_sale" boolean DEFAULT true NOT NULL;--> statement-breakpoint
-- The spec's membership page hides basic, so it is not for sale.
UPDATE "membership_tiers" SET "on_sale" = false WHERE "slug" = 'basic';--> statement-breakpoint
-- Checkouts started before checkouts belonged to a browser get a token of their own that no browser holds.
ALTER TABLE "registrations" ADD COLUMN "checkout_token_hash" text;--> statement-breakpoint
UPDATE "registrations" SET "checkout_token_hash" = 'legacy:' || "id";--> statement-breakpoint
ALTER TABLE "registrations" ALTER COLUMN "checkout_token_hash" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "refund_reason" text;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "reconciled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sandbox_payment_intents" ADD COLUMN "amount_refunded" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_registration_id_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."registrations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_refunds" ADD CONSTRAINT "sandbox_refunds_payment_intent_id_sandbox_payment_intents_id_fk" FOREIGN KEY ("payment_intent_id") REFERENCES "public"."sandbox_payment_intents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "jobs_due" ON "jobs" USING btree ("run_at") WHERE "jobs"."done_at" IS NULL AND "jobs"."failed_at" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "registrations_one_pending_per_checkout_and_tier" ON "registrations" USING btree ("checkout_token_hash","tier_id") WHERE "registrations"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "registrations_pending_payments" ON "registrations" USING btree ("updated_at") WHERE "registrations"."status" = 'pending' AND "registrations"."payment_intent_id" IS NOT NULL;