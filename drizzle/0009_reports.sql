CREATE TABLE "deletion_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"message" text,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "deletion_requests" ADD CONSTRAINT "deletion_requests_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "deletion_requests_one_open_per_account" ON "deletion_requests" USING btree ("account_id") WHERE "deletion_requests"."closed_at" IS NULL;--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD COLUMN "subscribed_at" timestamp with time zone;--> statement-breakpoint
UPDATE "newsletter_subscriptions" SET "subscribed_at" = "created_at";--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ALTER COLUMN "subscribed_at" SET DEFAULT now();--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ALTER COLUMN "subscribed_at" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD COLUMN "source_page" text;--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD COLUMN "consent_text_version" text;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "provider_status" text;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "provider_status_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "payments_paid_at" ON "payments" USING btree ("paid_at");--> statement-breakpoint
CREATE INDEX "memberships_expires_at" ON "memberships" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "newsletter_subscriptions_subscribed_at" ON "newsletter_subscriptions" USING btree ("subscribed_at");
