-- Issue 36 §10: staff, managers (CUS), field service (CFR) and regional managers (CRM) are never a
-- manufacturer's reach (report-job.repository.ts leaves their attempts out from now on). The reports
-- already folded counted them: they are emptied and every submitted attempt is queued again, in the
-- order of submission, for the report job to fold anew.
DELETE FROM "report_queue";--> statement-breakpoint
TRUNCATE "report_modules", "report_module_users", "report_module_pharmacies", "report_module_days",
  "report_module_zips", "report_module_jobs", "report_module_questions", "report_module_answers";--> statement-breakpoint
INSERT INTO "report_queue" ("attempt_id")
  SELECT "id" FROM "attempts" WHERE "submitted_at" IS NOT NULL ORDER BY "submitted_at", "id";
