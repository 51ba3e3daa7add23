CREATE TABLE "dashboard_days" (
	"day" date PRIMARY KEY NOT NULL,
	"registrations" integer NOT NULL,
	"completions" integer NOT NULL,
	"active_members" integer NOT NULL,
	"knowledge_issued" integer NOT NULL,
	"premium_issued" integer NOT NULL,
	"premium_spent" integer NOT NULL,
	"vouchers_sold" integer NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_activity" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"last_active_on" date NOT NULL
);
--> statement-breakpoint
ALTER TABLE "member_activity" ADD CONSTRAINT "member_activity_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_activity_last_active_idx" ON "member_activity" USING btree ("last_active_on");--> statement-breakpoint
CREATE INDEX "refresh_tokens_created_idx" ON "refresh_tokens" USING btree ("created_at","user_id");--> statement-breakpoint
CREATE INDEX "attempts_started_at_idx" ON "attempts" USING btree ("started_at","user_id");--> statement-breakpoint
CREATE INDEX "attempts_passed_at_idx" ON "attempts" USING btree ("submitted_at") WHERE "attempts"."passed";--> statement-breakpoint
CREATE INDEX "module_completions_first_passed_idx" ON "module_completions" USING btree ("first_passed_at");--> statement-breakpoint
CREATE INDEX "transfers_value_date_idx" ON "transfers" USING btree ("value_date");--> statement-breakpoint
CREATE INDEX "coupon_purchases_created_idx" ON "coupon_purchases" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");--> statement-breakpoint
-- member_activity follows every sign-in, session refresh and attempt start. Statement triggers
-- handle bulk inserts in one go; a user already recorded for the day is skipped without a lock.
CREATE FUNCTION note_member_activity(user_ids integer[], moments timestamptz[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO member_activity AS m (user_id, last_active_on)
  SELECT n.user_id, n.day FROM (
    SELECT user_id, max((moment AT TIME ZONE 'Europe/Berlin')::date) AS day
    FROM unnest(user_ids, moments) AS a(user_id, moment) GROUP BY user_id) n
  WHERE NOT EXISTS (SELECT 1 FROM member_activity o WHERE o.user_id = n.user_id AND o.last_active_on >= n.day)
  ON CONFLICT (user_id) DO UPDATE SET last_active_on = EXCLUDED.last_active_on
  WHERE m.last_active_on < EXCLUDED.last_active_on
$$;
--> statement-breakpoint
CREATE FUNCTION record_attempt_activity() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM note_member_activity(array_agg(user_id), array_agg(started_at)) FROM changed_new;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION record_session_activity() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM note_member_activity(array_agg(user_id), array_agg(created_at)) FROM changed_new;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER attempts_member_activity AFTER INSERT ON attempts
  REFERENCING NEW TABLE AS changed_new FOR EACH STATEMENT EXECUTE FUNCTION record_attempt_activity();
--> statement-breakpoint
CREATE TRIGGER refresh_tokens_member_activity AFTER INSERT ON refresh_tokens
  REFERENCING NEW TABLE AS changed_new FOR EACH STATEMENT EXECUTE FUNCTION record_session_activity();
--> statement-breakpoint
INSERT INTO member_activity (user_id, last_active_on)
SELECT user_id, max((moment AT TIME ZONE 'Europe/Berlin')::date) FROM (
  SELECT user_id, created_at AS moment FROM refresh_tokens
  UNION ALL SELECT user_id, started_at FROM attempts) a
GROUP BY user_id;
