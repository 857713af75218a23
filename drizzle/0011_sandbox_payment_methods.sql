ALTER TABLE "registrations" ADD COLUMN "failed_after_processing_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sandbox_payment_intents" ADD COLUMN "payment_method" text;--> statement-breakpoint
ALTER TABLE "sandbox_payment_intents" ADD COLUMN "bank" text;--> statement-breakpoint
ALTER TABLE "sandbox_payment_intents" ADD COLUMN "iban_last4" text;--> statement-breakpoint
ALTER TABLE "sandbox_payment_intents" ADD COLUMN "mandate_reference" text;--> statement-breakpoint
ALTER TABLE "sandbox_payment_intents" ADD COLUMN "settle_outcome" text;