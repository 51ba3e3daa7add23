CREATE TABLE "ad_group_modules" (
	"ad_group_id" integer NOT NULL,
	"module_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "ad_group_modules_ad_group_id_module_id_pk" PRIMARY KEY("ad_group_id","module_id")
);
--> statement-breakpoint
CREATE TABLE "ad_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "modules" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"long_name" text DEFAULT '' NOT NULL,
	"short_description" text DEFAULT '' NOT NULL,
	"type" smallint NOT NULL,
	"product_id" integer,
	"manufacturer_id" integer,
	"is_visible" boolean DEFAULT true NOT NULL,
	"is_verified_only" boolean DEFAULT false NOT NULL,
	"visible_from" timestamp with time zone DEFAULT now() NOT NULL,
	"visible_to" timestamp with time zone,
	"knowledge_value" integer DEFAULT 0 NOT NULL,
	"premium_value" integer,
	"repeat_period_days" integer,
	"min_seconds" integer,
	"thumbnail" text,
	"cover_image" text,
	"foot_note" text,
	"legal_info" text,
	"sources_pdf" text,
	"content_url" text,
	"survey_url" text,
	"third_party_modal_data" jsonb,
	"has_certificate" boolean DEFAULT false NOT NULL,
	"content" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('german'::regconfig, name || ' ' || long_name), 'A') || setweight(to_tsvector('german'::regconfig, short_description), 'B')) STORED NOT NULL,
	CONSTRAINT "modules_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "modules_slug_unique" UNIQUE("slug"),
	CONSTRAINT "modules_type_check" CHECK ("modules"."type" IN (0, 1, 2, 3, 7, 8, 9, 10)),
	CONSTRAINT "modules_premium_value_check" CHECK ("modules"."premium_value" IS NULL OR "modules"."premium_value" >= 0),
	CONSTRAINT "modules_repeat_period_check" CHECK ("modules"."repeat_period_days" IS NULL OR "modules"."repeat_period_days" > 0)
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"manufacturer_id" integer NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_rx_product" boolean DEFAULT false NOT NULL,
	"thumbnail" text,
	"banner" text,
	"downloads" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"custom_content" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('german'::regconfig, name), 'A') || setweight(to_tsvector('german'::regconfig, description), 'B')) STORED NOT NULL,
	CONSTRAINT "products_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" integer NOT NULL,
	"module_id" integer NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"submitted_at" timestamp with time zone,
	"passed" boolean,
	"result" jsonb
);
--> statement-breakpoint
CREATE TABLE "module_completions" (
	"user_id" integer NOT NULL,
	"module_id" integer NOT NULL,
	"first_passed_at" timestamp with time zone NOT NULL,
	"last_passed_at" timestamp with time zone NOT NULL,
	"passes" integer DEFAULT 1 NOT NULL,
	"last_rewarded_at" timestamp with time zone,
	"reward_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "module_completions_user_id_module_id_pk" PRIMARY KEY("user_id","module_id")
);
--> statement-breakpoint
CREATE TABLE "module_rewards" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"module_id" integer NOT NULL,
	"reward_period" integer NOT NULL,
	"attempt_id" uuid,
	"transfer_id" uuid,
	"value" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"user_id" integer,
	"module_id" integer,
	"system_name" text,
	"balance" bigint DEFAULT 0 NOT NULL,
	"allow_negative" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "accounts_user_id_unique" UNIQUE("user_id"),
	CONSTRAINT "accounts_module_id_unique" UNIQUE("module_id"),
	CONSTRAINT "accounts_system_name_unique" UNIQUE("system_name"),
	CONSTRAINT "accounts_balance_check" CHECK ("accounts"."allow_negative" OR "accounts"."balance" >= 0),
	CONSTRAINT "accounts_owner_check" CHECK (("accounts"."kind" = 'user' AND "accounts"."user_id" IS NOT NULL AND "accounts"."module_id" IS NULL AND "accounts"."system_name" IS NULL)
       OR ("accounts"."kind" = 'module' AND "accounts"."module_id" IS NOT NULL AND "accounts"."user_id" IS NULL AND "accounts"."system_name" IS NULL)
       OR ("accounts"."kind" = 'system' AND "accounts"."system_name" IS NOT NULL AND "accounts"."user_id" IS NULL AND "accounts"."module_id" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "scheduled_deposits" (
	"id" serial PRIMARY KEY NOT NULL,
	"module_id" integer NOT NULL,
	"value" integer NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"comments" text,
	"transfer_id" uuid,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scheduled_deposits_value_check" CHECK ("scheduled_deposits"."value" > 0)
);
--> statement-breakpoint
CREATE TABLE "transfers" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"debit_account_id" integer NOT NULL,
	"credit_account_id" integer NOT NULL,
	"value" integer NOT NULL,
	"type" text NOT NULL,
	"module_id" integer,
	"value_date" timestamp with time zone NOT NULL,
	"comments" text,
	"canceled_at" timestamp with time zone,
	"cancels" uuid,
	"idempotency_key" text,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "transfers_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "transfers_value_check" CHECK ("transfers"."value" >= 0),
	CONSTRAINT "transfers_accounts_check" CHECK ("transfers"."debit_account_id" <> "transfers"."credit_account_id")
);
--> statement-breakpoint
ALTER TABLE "manufacturers" ADD COLUMN "description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "manufacturers" ADD COLUMN "logo" text;--> statement-breakpoint
ALTER TABLE "manufacturers" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('german'::regconfig, name)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "ad_group_modules" ADD CONSTRAINT "ad_group_modules_ad_group_id_ad_groups_id_fk" FOREIGN KEY ("ad_group_id") REFERENCES "public"."ad_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_group_modules" ADD CONSTRAINT "ad_group_modules_module_id_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."modules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "modules" ADD CONSTRAINT "modules_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "modules" ADD CONSTRAINT "modules_manufacturer_id_manufacturers_id_fk" FOREIGN KEY ("manufacturer_id") REFERENCES "public"."manufacturers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_manufacturer_id_manufacturers_id_fk" FOREIGN KEY ("manufacturer_id") REFERENCES "public"."manufacturers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attempts" ADD CONSTRAINT "attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attempts" ADD CONSTRAINT "attempts_module_id_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."modules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "module_completions" ADD CONSTRAINT "module_completions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "module_completions" ADD CONSTRAINT "module_completions_module_id_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."modules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "module_rewards" ADD CONSTRAINT "module_rewards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "module_rewards" ADD CONSTRAINT "module_rewards_module_id_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."modules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "module_rewards" ADD CONSTRAINT "module_rewards_attempt_id_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."attempts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "module_rewards" ADD CONSTRAINT "module_rewards_transfer_id_transfers_uuid_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."transfers"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_module_id_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."modules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduled_deposits" ADD CONSTRAINT "scheduled_deposits_module_id_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."modules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduled_deposits" ADD CONSTRAINT "scheduled_deposits_transfer_id_transfers_uuid_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."transfers"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduled_deposits" ADD CONSTRAINT "scheduled_deposits_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_debit_account_id_accounts_id_fk" FOREIGN KEY ("debit_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_credit_account_id_accounts_id_fk" FOREIGN KEY ("credit_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_module_id_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."modules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_cancels_transfers_uuid_fk" FOREIGN KEY ("cancels") REFERENCES "public"."transfers"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ad_group_modules_module_idx" ON "ad_group_modules" USING btree ("module_id");--> statement-breakpoint
CREATE INDEX "modules_type_visible_from_idx" ON "modules" USING btree ("type","visible_from" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "modules_visible_from_idx" ON "modules" USING btree ("visible_from" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "modules_name_idx" ON "modules" USING btree ("name");--> statement-breakpoint
CREATE INDEX "modules_product_idx" ON "modules" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "modules_manufacturer_idx" ON "modules" USING btree ("manufacturer_id");--> statement-breakpoint
CREATE INDEX "modules_search_idx" ON "modules" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "products_manufacturer_idx" ON "products" USING btree ("manufacturer_id");--> statement-breakpoint
CREATE INDEX "products_search_idx" ON "products" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "attempts_user_module_idx" ON "attempts" USING btree ("user_id","module_id");--> statement-breakpoint
CREATE INDEX "attempts_module_idx" ON "attempts" USING btree ("module_id");--> statement-breakpoint
CREATE UNIQUE INDEX "attempts_one_open_idx" ON "attempts" USING btree ("user_id","module_id") WHERE "attempts"."submitted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "module_completions_module_idx" ON "module_completions" USING btree ("module_id");--> statement-breakpoint
CREATE UNIQUE INDEX "module_rewards_user_module_period_idx" ON "module_rewards" USING btree ("user_id","module_id","reward_period");--> statement-breakpoint
CREATE INDEX "module_rewards_module_idx" ON "module_rewards" USING btree ("module_id");--> statement-breakpoint
CREATE INDEX "scheduled_deposits_due_idx" ON "scheduled_deposits" USING btree ("due_at") WHERE "scheduled_deposits"."transfer_id" IS NULL;--> statement-breakpoint
CREATE INDEX "scheduled_deposits_module_idx" ON "scheduled_deposits" USING btree ("module_id");--> statement-breakpoint
CREATE INDEX "transfers_debit_idx" ON "transfers" USING btree ("debit_account_id","value_date" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "transfers_credit_idx" ON "transfers" USING btree ("credit_account_id","value_date" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "transfers_module_type_idx" ON "transfers" USING btree ("module_id","type");--> statement-breakpoint
CREATE UNIQUE INDEX "transfers_cancels_idx" ON "transfers" USING btree ("cancels") WHERE "transfers"."cancels" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "manufacturers_search_idx" ON "manufacturers" USING gin ("search_vector");