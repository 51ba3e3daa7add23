CREATE TABLE "benefit_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"benefit_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"message" text,
	"status" text DEFAULT 'open' NOT NULL,
	"note" text,
	"decided_by_id" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "benefit_requests_status_check" CHECK ("benefit_requests"."status" IN ('open', 'approved', 'rejected', 'fulfilled'))
);
--> statement-breakpoint
CREATE TABLE "benefits" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"image" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "campaign_code_redemptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"code_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"value" integer NOT NULL,
	"transfer_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "campaign_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"value" integer NOT NULL,
	"url" text,
	"description" text,
	"max_redemptions" integer,
	"redemptions" integer DEFAULT 0 NOT NULL,
	"valid_from" timestamp with time zone,
	"valid_to" timestamp with time zone,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaign_codes_code_unique" UNIQUE("code"),
	CONSTRAINT "campaign_codes_value_check" CHECK ("campaign_codes"."value" > 0),
	CONSTRAINT "campaign_codes_redemptions_check" CHECK ("campaign_codes"."redemptions" >= 0 AND ("campaign_codes"."max_redemptions" IS NULL OR "campaign_codes"."redemptions" <= "campaign_codes"."max_redemptions")),
	CONSTRAINT "campaign_codes_max_check" CHECK ("campaign_codes"."max_redemptions" IS NULL OR "campaign_codes"."max_redemptions" > 0),
	CONSTRAINT "campaign_codes_window_check" CHECK ("campaign_codes"."valid_from" IS NULL OR "campaign_codes"."valid_to" IS NULL OR "campaign_codes"."valid_from" < "campaign_codes"."valid_to")
);
--> statement-breakpoint
CREATE TABLE "coupon_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"offer_id" integer NOT NULL,
	"code" text NOT NULL,
	"assigned_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupon_offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"partner_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"value_cents" integer NOT NULL,
	"price" integer NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupon_offers_value_check" CHECK ("coupon_offers"."value_cents" > 0),
	CONSTRAINT "coupon_offers_price_check" CHECK ("coupon_offers"."price" > 0)
);
--> statement-breakpoint
CREATE TABLE "coupon_partners" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"logo" text,
	"short_description" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupon_partners_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "coupon_purchases" (
	"id" serial PRIMARY KEY NOT NULL,
	"offer_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"code_id" integer NOT NULL,
	"price" integer NOT NULL,
	"transfer_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupon_purchases_code_id_unique" UNIQUE("code_id"),
	CONSTRAINT "coupon_purchases_transfer_id_unique" UNIQUE("transfer_id")
);
--> statement-breakpoint
ALTER TABLE "benefit_requests" ADD CONSTRAINT "benefit_requests_benefit_id_benefits_id_fk" FOREIGN KEY ("benefit_id") REFERENCES "public"."benefits"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "benefit_requests" ADD CONSTRAINT "benefit_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "benefit_requests" ADD CONSTRAINT "benefit_requests_decided_by_id_users_id_fk" FOREIGN KEY ("decided_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "benefits" ADD CONSTRAINT "benefits_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_code_redemptions" ADD CONSTRAINT "campaign_code_redemptions_code_id_campaign_codes_id_fk" FOREIGN KEY ("code_id") REFERENCES "public"."campaign_codes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_code_redemptions" ADD CONSTRAINT "campaign_code_redemptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_code_redemptions" ADD CONSTRAINT "campaign_code_redemptions_transfer_id_transfers_uuid_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."transfers"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_codes" ADD CONSTRAINT "campaign_codes_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_codes" ADD CONSTRAINT "coupon_codes_offer_id_coupon_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."coupon_offers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_offers" ADD CONSTRAINT "coupon_offers_partner_id_coupon_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."coupon_partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_offers" ADD CONSTRAINT "coupon_offers_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_purchases" ADD CONSTRAINT "coupon_purchases_offer_id_coupon_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."coupon_offers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_purchases" ADD CONSTRAINT "coupon_purchases_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_purchases" ADD CONSTRAINT "coupon_purchases_code_id_coupon_codes_id_fk" FOREIGN KEY ("code_id") REFERENCES "public"."coupon_codes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_purchases" ADD CONSTRAINT "coupon_purchases_transfer_id_transfers_uuid_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."transfers"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "benefit_requests_pending_idx" ON "benefit_requests" USING btree ("benefit_id","user_id") WHERE "benefit_requests"."status" IN ('open', 'approved');--> statement-breakpoint
CREATE INDEX "benefit_requests_user_idx" ON "benefit_requests" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "benefit_requests_benefit_user_idx" ON "benefit_requests" USING btree ("benefit_id","user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "benefit_requests_status_idx" ON "benefit_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "benefits_active_position_idx" ON "benefits" USING btree ("is_active","position","id");--> statement-breakpoint
CREATE UNIQUE INDEX "campaign_code_redemptions_code_user_idx" ON "campaign_code_redemptions" USING btree ("code_id","user_id");--> statement-breakpoint
CREATE INDEX "campaign_code_redemptions_user_idx" ON "campaign_code_redemptions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "campaign_codes_created_idx" ON "campaign_codes" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "coupon_codes_offer_code_idx" ON "coupon_codes" USING btree ("offer_id","code");--> statement-breakpoint
CREATE INDEX "coupon_codes_free_idx" ON "coupon_codes" USING btree ("offer_id","id") WHERE "coupon_codes"."assigned_at" IS NULL;--> statement-breakpoint
CREATE INDEX "coupon_offers_active_price_idx" ON "coupon_offers" USING btree ("is_active","price","id");--> statement-breakpoint
CREATE INDEX "coupon_offers_partner_idx" ON "coupon_offers" USING btree ("partner_id");--> statement-breakpoint
CREATE INDEX "coupon_purchases_user_idx" ON "coupon_purchases" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "coupon_purchases_offer_idx" ON "coupon_purchases" USING btree ("offer_id","created_at");