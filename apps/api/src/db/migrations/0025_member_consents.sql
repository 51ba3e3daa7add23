CREATE TABLE "member_consents" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"granted" boolean NOT NULL,
	"text_version" integer NOT NULL,
	"decided_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	CONSTRAINT "member_consents_version_check" CHECK ("member_consents"."text_version" > 0)
);
--> statement-breakpoint
ALTER TABLE "member_consents" ADD CONSTRAINT "member_consents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "member_consents_current_idx" ON "member_consents" USING btree ("user_id","kind") WHERE "member_consents"."ended_at" IS NULL;