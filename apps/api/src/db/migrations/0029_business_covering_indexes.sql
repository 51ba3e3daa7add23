DROP INDEX "report_module_users_first_idx";--> statement-breakpoint
DROP INDEX "report_module_users_completed_idx";--> statement-breakpoint
CREATE INDEX "report_module_days_rewards_idx" ON "report_module_days" USING btree ("module_id","day","rewards") WHERE "report_module_days"."rewards" > 0;--> statement-breakpoint
CREATE INDEX "users_id_job_idx" ON "users" USING btree ("id","job");--> statement-breakpoint
CREATE INDEX "report_module_users_first_idx" ON "report_module_users" USING btree ("module_id","first_at","organisation_id","user_id");--> statement-breakpoint
CREATE INDEX "report_module_users_completed_idx" ON "report_module_users" USING btree ("module_id","completed_at","organisation_id","cost_quota");