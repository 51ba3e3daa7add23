CREATE TABLE "team_recommendations" (
	"id" serial PRIMARY KEY NOT NULL,
	"organisation_id" integer NOT NULL,
	"module_id" integer NOT NULL,
	"recommended_by_id" integer,
	"message" text,
	"recommended_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "team_recommendations" ADD CONSTRAINT "team_recommendations_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_recommendations" ADD CONSTRAINT "team_recommendations_module_id_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."modules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_recommendations" ADD CONSTRAINT "team_recommendations_recommended_by_id_users_id_fk" FOREIGN KEY ("recommended_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "team_recommendations_module_idx" ON "team_recommendations" USING btree ("organisation_id","module_id");--> statement-breakpoint
CREATE INDEX "team_recommendations_owner_idx" ON "team_recommendations" USING btree ("recommended_by_id","recommended_at");