CREATE TABLE "competition_draws" (
	"competition_id" integer PRIMARY KEY NOT NULL,
	"seed" text NOT NULL,
	"winner_count" integer NOT NULL,
	"eligible_count" integer NOT NULL,
	"drawn_at" timestamp with time zone NOT NULL,
	"drawn_by_id" integer
);
--> statement-breakpoint
CREATE TABLE "competition_modules" (
	"competition_id" integer NOT NULL,
	"module_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "competition_modules_competition_id_module_id_pk" PRIMARY KEY("competition_id","module_id")
);
--> statement-breakpoint
CREATE TABLE "competition_winners" (
	"competition_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"rank" integer NOT NULL,
	CONSTRAINT "competition_winners_competition_id_user_id_pk" PRIMARY KEY("competition_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "competitions" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text,
	"name" text NOT NULL,
	"competition_type" smallint NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"terms_of_service" text DEFAULT '' NOT NULL,
	"privacy_policy" text DEFAULT '' NOT NULL,
	"banner_image" text,
	"thumbnail_image" text,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_special" boolean DEFAULT false NOT NULL,
	"is_only_for_verified_users" boolean DEFAULT false NOT NULL,
	"is_only_for_premium_users" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "competitions_slug_unique" UNIQUE("slug"),
	CONSTRAINT "competitions_type_check" CHECK ("competitions"."competition_type" IN (1, 2, 3)),
	CONSTRAINT "competitions_period_check" CHECK ("competitions"."starts_at" < "competitions"."ends_at")
);
--> statement-breakpoint
CREATE TABLE "participations" (
	"competition_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"has_accepted_tos" boolean NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "participations_competition_id_user_id_pk" PRIMARY KEY("competition_id","user_id"),
	CONSTRAINT "participations_tos_check" CHECK ("participations"."has_accepted_tos")
);
--> statement-breakpoint
CREATE TABLE "popup_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"popup_uuid" uuid NOT NULL,
	"user_id" integer NOT NULL,
	"organisation_id" integer,
	"type" smallint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "popup_events_type_check" CHECK ("popup_events"."type" IN (0, 1))
);
--> statement-breakpoint
CREATE TABLE "popups" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"image" text,
	"image_mobile" text,
	"link" text DEFAULT '' NOT NULL,
	"short_description" text DEFAULT '' NOT NULL,
	"link_and_description_on_desktop" boolean DEFAULT false NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "popups_period_check" CHECK ("popups"."starts_at" IS NULL OR "popups"."ends_at" IS NULL OR "popups"."starts_at" < "popups"."ends_at")
);
--> statement-breakpoint
CREATE TABLE "quest_completions" (
	"quest_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"bonus" integer NOT NULL,
	"transfer_id" uuid,
	"completed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "quest_completions_quest_id_user_id_pk" PRIMARY KEY("quest_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "quests" (
	"id" serial PRIMARY KEY NOT NULL,
	"module_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"cover_image" text,
	"cover_image_mobile" text,
	"bonus" integer NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quests_period_check" CHECK ("quests"."starts_at" < "quests"."ends_at"),
	CONSTRAINT "quests_bonus_check" CHECK ("quests"."bonus" >= 0)
);
--> statement-breakpoint
ALTER TABLE "competition_draws" ADD CONSTRAINT "competition_draws_competition_id_competitions_id_fk" FOREIGN KEY ("competition_id") REFERENCES "public"."competitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_draws" ADD CONSTRAINT "competition_draws_drawn_by_id_users_id_fk" FOREIGN KEY ("drawn_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_modules" ADD CONSTRAINT "competition_modules_competition_id_competitions_id_fk" FOREIGN KEY ("competition_id") REFERENCES "public"."competitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_modules" ADD CONSTRAINT "competition_modules_module_id_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."modules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_winners" ADD CONSTRAINT "competition_winners_competition_id_competition_draws_competition_id_fk" FOREIGN KEY ("competition_id") REFERENCES "public"."competition_draws"("competition_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_winners" ADD CONSTRAINT "competition_winners_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "participations" ADD CONSTRAINT "participations_competition_id_competitions_id_fk" FOREIGN KEY ("competition_id") REFERENCES "public"."competitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "participations" ADD CONSTRAINT "participations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "popup_events" ADD CONSTRAINT "popup_events_popup_uuid_popups_uuid_fk" FOREIGN KEY ("popup_uuid") REFERENCES "public"."popups"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "popup_events" ADD CONSTRAINT "popup_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "popup_events" ADD CONSTRAINT "popup_events_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quest_completions" ADD CONSTRAINT "quest_completions_quest_id_quests_id_fk" FOREIGN KEY ("quest_id") REFERENCES "public"."quests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quest_completions" ADD CONSTRAINT "quest_completions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quest_completions" ADD CONSTRAINT "quest_completions_transfer_id_transfers_uuid_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."transfers"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quests" ADD CONSTRAINT "quests_module_id_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."modules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "competition_modules_module_idx" ON "competition_modules" USING btree ("module_id");--> statement-breakpoint
CREATE INDEX "competitions_period_idx" ON "competitions" USING btree ("ends_at","starts_at");--> statement-breakpoint
CREATE INDEX "participations_user_idx" ON "participations" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "popup_events_popup_idx" ON "popup_events" USING btree ("popup_uuid","type");--> statement-breakpoint
CREATE INDEX "quest_completions_user_idx" ON "quest_completions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "quests_period_idx" ON "quests" USING btree ("ends_at","starts_at");--> statement-breakpoint
CREATE INDEX "quests_module_idx" ON "quests" USING btree ("module_id");