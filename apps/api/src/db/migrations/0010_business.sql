CREATE TABLE "field_service_pharmacies" (
	"user_id" integer NOT NULL,
	"organisation_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "field_service_pharmacies_user_id_organisation_id_pk" PRIMARY KEY("user_id","organisation_id")
);
--> statement-breakpoint
CREATE TABLE "module_ratings" (
	"user_id" integer NOT NULL,
	"module_id" integer NOT NULL,
	"stars" smallint NOT NULL,
	"comment" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "module_ratings_user_id_module_id_pk" PRIMARY KEY("user_id","module_id"),
	CONSTRAINT "module_ratings_stars_check" CHECK ("module_ratings"."stars" BETWEEN 1 AND 5)
);
--> statement-breakpoint
CREATE TABLE "report_module_answers" (
	"module_id" integer NOT NULL,
	"question_id" text NOT NULL,
	"option_id" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "report_module_answers_module_id_question_id_option_id_pk" PRIMARY KEY("module_id","question_id","option_id")
);
--> statement-breakpoint
CREATE TABLE "report_module_days" (
	"module_id" integer NOT NULL,
	"day" date NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"completed" integer DEFAULT 0 NOT NULL,
	"new_users" integer DEFAULT 0 NOT NULL,
	"cost_quota" integer DEFAULT 0 NOT NULL,
	"rewards" bigint DEFAULT 0 NOT NULL,
	"certificates" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "report_module_days_module_id_day_pk" PRIMARY KEY("module_id","day")
);
--> statement-breakpoint
CREATE TABLE "report_module_jobs" (
	"module_id" integer NOT NULL,
	"job" text NOT NULL,
	"users" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "report_module_jobs_module_id_job_pk" PRIMARY KEY("module_id","job")
);
--> statement-breakpoint
CREATE TABLE "report_module_pharmacies" (
	"module_id" integer NOT NULL,
	"organisation_id" integer NOT NULL,
	"users" integer DEFAULT 0 NOT NULL,
	"completed_users" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "report_module_pharmacies_module_id_organisation_id_pk" PRIMARY KEY("module_id","organisation_id")
);
--> statement-breakpoint
CREATE TABLE "report_module_questions" (
	"module_id" integer NOT NULL,
	"question_id" text NOT NULL,
	"answers_total" integer DEFAULT 0 NOT NULL,
	"correct" integer DEFAULT 0 NOT NULL,
	"first_at" timestamp with time zone NOT NULL,
	"last_at" timestamp with time zone NOT NULL,
	CONSTRAINT "report_module_questions_module_id_question_id_pk" PRIMARY KEY("module_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "report_module_users" (
	"module_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"organisation_id" integer,
	"attempts" integer DEFAULT 0 NOT NULL,
	"completed" boolean DEFAULT false NOT NULL,
	"cost_quota" boolean DEFAULT false NOT NULL,
	"first_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "report_module_users_module_id_user_id_pk" PRIMARY KEY("module_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "report_module_zips" (
	"module_id" integer NOT NULL,
	"zip2" text NOT NULL,
	"users" integer DEFAULT 0 NOT NULL,
	"pharmacies" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "report_module_zips_module_id_zip2_pk" PRIMARY KEY("module_id","zip2")
);
--> statement-breakpoint
CREATE TABLE "report_modules" (
	"module_id" integer PRIMARY KEY NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"attempts_completed" integer DEFAULT 0 NOT NULL,
	"attempts_cost_quota" integer DEFAULT 0 NOT NULL,
	"users" integer DEFAULT 0 NOT NULL,
	"users_completed" integer DEFAULT 0 NOT NULL,
	"users_cost_quota" integer DEFAULT 0 NOT NULL,
	"pharmacies" integer DEFAULT 0 NOT NULL,
	"pharmacies_completed" integer DEFAULT 0 NOT NULL,
	"rewards_given" bigint DEFAULT 0 NOT NULL,
	"certificates" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_queue" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"attempt_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_state" (
	"id" smallint PRIMARY KEY NOT NULL,
	"updated_at" timestamp with time zone,
	"last_calc_ms" integer DEFAULT 0 NOT NULL,
	"processed" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "attempts" ADD COLUMN "answers" jsonb;--> statement-breakpoint
ALTER TABLE "field_service_pharmacies" ADD CONSTRAINT "field_service_pharmacies_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "field_service_pharmacies" ADD CONSTRAINT "field_service_pharmacies_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "module_ratings" ADD CONSTRAINT "module_ratings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "module_ratings" ADD CONSTRAINT "module_ratings_module_id_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."modules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_module_answers" ADD CONSTRAINT "report_module_answers_module_id_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."modules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_module_days" ADD CONSTRAINT "report_module_days_module_id_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."modules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_module_jobs" ADD CONSTRAINT "report_module_jobs_module_id_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."modules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_module_pharmacies" ADD CONSTRAINT "report_module_pharmacies_module_id_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."modules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_module_questions" ADD CONSTRAINT "report_module_questions_module_id_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."modules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_module_users" ADD CONSTRAINT "report_module_users_module_id_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."modules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_module_users" ADD CONSTRAINT "report_module_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_module_zips" ADD CONSTRAINT "report_module_zips_module_id_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."modules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_modules" ADD CONSTRAINT "report_modules_module_id_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."modules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "field_service_pharmacies_org_idx" ON "field_service_pharmacies" USING btree ("organisation_id");--> statement-breakpoint
CREATE INDEX "module_ratings_module_idx" ON "module_ratings" USING btree ("module_id","updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "report_module_users_user_idx" ON "report_module_users" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "report_module_users_org_idx" ON "report_module_users" USING btree ("organisation_id","module_id");--> statement-breakpoint
-- hand-written
CREATE FUNCTION report_queue_attempt() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.submitted_at IS NOT NULL AND (TG_OP = 'INSERT' OR OLD.submitted_at IS NULL) THEN
    INSERT INTO report_queue (attempt_id) VALUES (NEW.id);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER attempts_report_queue AFTER INSERT OR UPDATE OF submitted_at ON attempts
  FOR EACH ROW EXECUTE FUNCTION report_queue_attempt();
--> statement-breakpoint
INSERT INTO report_state (id) VALUES (1) ON CONFLICT DO NOTHING;
