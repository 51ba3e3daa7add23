CREATE TABLE "certificate_accreditations" (
	"certificate_uuid" uuid PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"chamber" text NOT NULL,
	"event_number" text NOT NULL,
	"points" integer NOT NULL,
	"category" text NOT NULL,
	"attended_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "duplicate_dismissals" (
	"user_a_id" integer NOT NULL,
	"user_b_id" integer NOT NULL,
	"dismissed_by_id" integer,
	"dismissed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "duplicate_dismissals_user_a_id_user_b_id_pk" PRIMARY KEY("user_a_id","user_b_id"),
	CONSTRAINT "duplicate_dismissals_order_check" CHECK ("duplicate_dismissals"."user_a_id" < "duplicate_dismissals"."user_b_id")
);
--> statement-breakpoint
CREATE TABLE "module_accreditations" (
	"module_id" integer PRIMARY KEY NOT NULL,
	"chamber" text NOT NULL,
	"event_number" text NOT NULL,
	"points" integer NOT NULL,
	"category" text NOT NULL,
	"valid_from" date NOT NULL,
	"valid_until" date NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "module_accreditations_points_check" CHECK ("module_accreditations"."points" > 0),
	CONSTRAINT "module_accreditations_window_check" CHECK ("module_accreditations"."valid_from" <= "module_accreditations"."valid_until")
);
--> statement-breakpoint
CREATE TABLE "module_third_party_data" (
	"module_id" integer PRIMARY KEY NOT NULL,
	"set_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "third_party_consent_texts" (
	"id" serial PRIMARY KEY NOT NULL,
	"set_id" integer NOT NULL,
	"version" integer NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "third_party_consents" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"set_id" integer NOT NULL,
	"text_id" integer NOT NULL,
	"module_id" integer,
	"given_at" timestamp with time zone NOT NULL,
	"withdrawn_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "third_party_data_sets" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"partner" text NOT NULL,
	"title" text NOT NULL,
	"purpose" text NOT NULL,
	"fields" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "third_party_data_sets_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "third_party_exports" (
	"id" serial PRIMARY KEY NOT NULL,
	"set_id" integer NOT NULL,
	"exported_by_id" integer,
	"row_count" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "certificate_accreditations" ADD CONSTRAINT "certificate_accreditations_certificate_uuid_certificates_uuid_fk" FOREIGN KEY ("certificate_uuid") REFERENCES "public"."certificates"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificate_accreditations" ADD CONSTRAINT "certificate_accreditations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "duplicate_dismissals" ADD CONSTRAINT "duplicate_dismissals_user_a_id_users_id_fk" FOREIGN KEY ("user_a_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "duplicate_dismissals" ADD CONSTRAINT "duplicate_dismissals_user_b_id_users_id_fk" FOREIGN KEY ("user_b_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "duplicate_dismissals" ADD CONSTRAINT "duplicate_dismissals_dismissed_by_id_users_id_fk" FOREIGN KEY ("dismissed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "module_accreditations" ADD CONSTRAINT "module_accreditations_module_id_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."modules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "module_third_party_data" ADD CONSTRAINT "module_third_party_data_module_id_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."modules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "module_third_party_data" ADD CONSTRAINT "module_third_party_data_set_id_third_party_data_sets_id_fk" FOREIGN KEY ("set_id") REFERENCES "public"."third_party_data_sets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "third_party_consent_texts" ADD CONSTRAINT "third_party_consent_texts_set_id_third_party_data_sets_id_fk" FOREIGN KEY ("set_id") REFERENCES "public"."third_party_data_sets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "third_party_consents" ADD CONSTRAINT "third_party_consents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "third_party_consents" ADD CONSTRAINT "third_party_consents_set_id_third_party_data_sets_id_fk" FOREIGN KEY ("set_id") REFERENCES "public"."third_party_data_sets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "third_party_consents" ADD CONSTRAINT "third_party_consents_text_id_third_party_consent_texts_id_fk" FOREIGN KEY ("text_id") REFERENCES "public"."third_party_consent_texts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "third_party_consents" ADD CONSTRAINT "third_party_consents_module_id_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."modules"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "third_party_exports" ADD CONSTRAINT "third_party_exports_set_id_third_party_data_sets_id_fk" FOREIGN KEY ("set_id") REFERENCES "public"."third_party_data_sets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "third_party_exports" ADD CONSTRAINT "third_party_exports_exported_by_id_users_id_fk" FOREIGN KEY ("exported_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "certificate_accreditations_user_idx" ON "certificate_accreditations" USING btree ("user_id","attended_at");--> statement-breakpoint
CREATE INDEX "module_third_party_data_set_idx" ON "module_third_party_data" USING btree ("set_id");--> statement-breakpoint
CREATE UNIQUE INDEX "third_party_consent_texts_set_version_idx" ON "third_party_consent_texts" USING btree ("set_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "third_party_consents_active_idx" ON "third_party_consents" USING btree ("user_id","set_id") WHERE "third_party_consents"."withdrawn_at" IS NULL;--> statement-breakpoint
CREATE INDEX "third_party_consents_set_idx" ON "third_party_consents" USING btree ("set_id");--> statement-breakpoint
CREATE INDEX "third_party_exports_set_idx" ON "third_party_exports" USING btree ("set_id","created_at");