CREATE TABLE "budget_warnings" (
	"module_id" integer NOT NULL,
	"deposit_uuid" uuid NOT NULL,
	"balance" bigint NOT NULL,
	"days_left" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "budget_warnings_module_id_deposit_uuid_pk" PRIMARY KEY("module_id","deposit_uuid")
);
--> statement-breakpoint
ALTER TABLE "budget_warnings" ADD CONSTRAINT "budget_warnings_module_id_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."modules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_warnings" ADD CONSTRAINT "budget_warnings_deposit_uuid_transfers_uuid_fk" FOREIGN KEY ("deposit_uuid") REFERENCES "public"."transfers"("uuid") ON DELETE no action ON UPDATE no action;