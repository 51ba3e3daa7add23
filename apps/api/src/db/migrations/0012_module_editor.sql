CREATE TABLE "module_content_versions" (
	"module_id" integer NOT NULL,
	"version" integer NOT NULL,
	"content" jsonb,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "module_content_versions_module_id_version_pk" PRIMARY KEY("module_id","version")
);
--> statement-breakpoint
ALTER TABLE "modules" ADD COLUMN "content_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "modules" ADD COLUMN "scorm_package" jsonb;--> statement-breakpoint
ALTER TABLE "attempts" ADD COLUMN "content_version" integer;--> statement-breakpoint
ALTER TABLE "module_content_versions" ADD CONSTRAINT "module_content_versions_module_id_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."modules"("id") ON DELETE cascade ON UPDATE no action;