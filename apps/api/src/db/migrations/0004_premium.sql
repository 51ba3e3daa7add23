CREATE TABLE "certificates" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" integer NOT NULL,
	"module_id" integer,
	"module_name" text NOT NULL,
	"knowledge_points" integer NOT NULL,
	"verification_code" text NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	CONSTRAINT "certificates_knowledge_points_check" CHECK ("certificates"."knowledge_points" >= 0)
);
--> statement-breakpoint
CREATE TABLE "verification_letters" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"organisation_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"code_hash" text,
	"requested_at" timestamp with time zone NOT NULL,
	"printed_at" timestamp with time zone,
	"printed_by_id" integer,
	"expires_at" timestamp with time zone,
	"used_at" timestamp with time zone,
	CONSTRAINT "verification_letters_status_check" CHECK ("verification_letters"."status" IN ('pending', 'printed', 'used', 'superseded')),
	CONSTRAINT "verification_letters_code_check" CHECK ("verification_letters"."status" IN ('pending', 'superseded') OR "verification_letters"."code_hash" IS NOT NULL)
);
--> statement-breakpoint
ALTER TABLE "organisation_creation_requests" ADD COLUMN "decided_by_id" integer;--> statement-breakpoint
ALTER TABLE "organisation_creation_requests" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_module_id_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."modules"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_letters" ADD CONSTRAINT "verification_letters_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_letters" ADD CONSTRAINT "verification_letters_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_letters" ADD CONSTRAINT "verification_letters_printed_by_id_users_id_fk" FOREIGN KEY ("printed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_user_module_idx" ON "certificates" USING btree ("user_id","module_id");--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_code_idx" ON "certificates" USING btree ("verification_code");--> statement-breakpoint
CREATE INDEX "certificates_user_issued_idx" ON "certificates" USING btree ("user_id","issued_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "certificates_module_idx" ON "certificates" USING btree ("module_id") WHERE "certificates"."module_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "verification_letters_status_idx" ON "verification_letters" USING btree ("status","requested_at");--> statement-breakpoint
CREATE INDEX "verification_letters_user_idx" ON "verification_letters" USING btree ("user_id","status");--> statement-breakpoint
ALTER TABLE "organisation_creation_requests" ADD CONSTRAINT "organisation_creation_requests_decided_by_id_users_id_fk" FOREIGN KEY ("decided_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;