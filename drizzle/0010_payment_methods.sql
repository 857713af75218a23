ALTER TABLE "payments" ADD COLUMN "payment_method" text DEFAULT 'card' NOT NULL;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "payment_method" text;