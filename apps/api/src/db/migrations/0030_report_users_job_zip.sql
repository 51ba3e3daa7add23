DROP INDEX "users_id_job_idx";--> statement-breakpoint
DROP INDEX "report_module_users_first_idx";--> statement-breakpoint
ALTER TABLE "report_module_users" ADD COLUMN "job" text DEFAULT 'OHNE' NOT NULL;--> statement-breakpoint
ALTER TABLE "report_module_users" ADD COLUMN "zip2" text;--> statement-breakpoint
-- The rows folded before: the job and the workplace's postcode region as they are now (what the
-- period counts read until now); rows folded from here on carry them as of the first reach.
UPDATE "report_module_users" r
SET "job" = coalesce(u."job", 'OHNE'),
    "zip2" = (SELECT substring(trim(o."zip") from '^(\d{2})\d{3}$') FROM "organisations" o WHERE o."id" = r."organisation_id")
FROM "users" u
WHERE u."id" = r."user_id";--> statement-breakpoint
CREATE INDEX "report_module_users_first_idx" ON "report_module_users" USING btree ("module_id","first_at","organisation_id","job","zip2");