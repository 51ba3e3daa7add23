ALTER TABLE "newsletter_subscriptions" ADD COLUMN "token_sent_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "creation_request_id" integer;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_creation_request_id_organisation_creation_requests_id_fk" FOREIGN KEY ("creation_request_id") REFERENCES "public"."organisation_creation_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "newsletter_token_idx" ON "newsletter_subscriptions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "manufacturers_name_idx" ON "manufacturers" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "org_requests_one_pending_idx" ON "organisation_creation_requests" USING btree ("user_id") WHERE "organisation_creation_requests"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "organisations_search_idx" ON "organisations" USING gin (to_tsvector('simple'::regconfig, "name" || ' ' || "city" || ' ' || "zip"));--> statement-breakpoint
CREATE INDEX "users_email_prefix_idx" ON "users" USING btree (lower("email") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "users_search_idx" ON "users" USING gin (to_tsvector('simple'::regconfig, "first_name" || ' ' || "last_name"));