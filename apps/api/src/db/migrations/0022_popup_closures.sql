CREATE TABLE "popup_closures" (
	"user_id" integer NOT NULL,
	"popup_uuid" uuid NOT NULL,
	"version" integer NOT NULL,
	"closed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "popup_closures_user_id_popup_uuid_pk" PRIMARY KEY("user_id","popup_uuid")
);
--> statement-breakpoint
ALTER TABLE "popups" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "popup_closures" ADD CONSTRAINT "popup_closures_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "popup_closures" ADD CONSTRAINT "popup_closures_popup_uuid_popups_uuid_fk" FOREIGN KEY ("popup_uuid") REFERENCES "public"."popups"("uuid") ON DELETE cascade ON UPDATE no action;