-- Issue 9: the user-change triggers of 0014 built their query with EXECUTE format(…) on every
-- firing, so PostgreSQL parsed and planned it each time (five firings per rewarded completion: the
-- completion upsert fires its INSERT and UPDATE triggers, the reward settlement and both point columns
-- of the user one each). Each table now has its own trigger function with static queries, whose plans
-- PL/pgSQL keeps for the session. What is announced is unchanged: the changed user ids, or "*" above
-- 200 users.
DO $$
DECLARE
  t record;
  fn text;
BEGIN
  FOR t IN SELECT * FROM (VALUES
    ('users', 'id'), ('employees', 'user_id'), ('user_permissions', 'user_id'), ('subscriptions', 'user_id'),
    ('refresh_tokens', 'user_id'), ('module_completions', 'user_id')
  ) AS v(tbl, col) LOOP
    fn := 'notify_' || t.tbl || '_changes';
    EXECUTE format($create$
      CREATE FUNCTION %1$I() RETURNS trigger LANGUAGE plpgsql AS $body$
      DECLARE
        ids text;
        picked int;
      BEGIN
        IF TG_OP = 'INSERT' THEN
          SELECT string_agg(id::text, ','), count(*)::int INTO ids, picked
            FROM (SELECT DISTINCT %2$I AS id FROM changed_new WHERE %2$I IS NOT NULL LIMIT 201) s;
        ELSIF TG_OP = 'DELETE' THEN
          SELECT string_agg(id::text, ','), count(*)::int INTO ids, picked
            FROM (SELECT DISTINCT %2$I AS id FROM changed_old WHERE %2$I IS NOT NULL LIMIT 201) s;
        ELSE
          SELECT string_agg(id::text, ','), count(*)::int INTO ids, picked
            FROM (SELECT DISTINCT id FROM (SELECT %2$I AS id FROM changed_new UNION ALL SELECT %2$I FROM changed_old) c
                  WHERE id IS NOT NULL LIMIT 201) s;
        END IF;
        IF picked > 200 THEN
          PERFORM pg_notify('user_changes', '*');
        ELSIF picked > 0 THEN
          PERFORM pg_notify('user_changes', ids);
        END IF;
        RETURN NULL;
      END $body$
    $create$, fn, t.col);
    EXECUTE format('DROP TRIGGER %I ON %I', t.tbl || '_notify_insert', t.tbl);
    EXECUTE format('DROP TRIGGER %I ON %I', t.tbl || '_notify_update', t.tbl);
    EXECUTE format('DROP TRIGGER %I ON %I', t.tbl || '_notify_delete', t.tbl);
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS changed_new FOR EACH STATEMENT EXECUTE FUNCTION %I()', t.tbl || '_notify_insert', t.tbl, fn);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING NEW TABLE AS changed_new OLD TABLE AS changed_old FOR EACH STATEMENT EXECUTE FUNCTION %I()', t.tbl || '_notify_update', t.tbl, fn);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS changed_old FOR EACH STATEMENT EXECUTE FUNCTION %I()', t.tbl || '_notify_delete', t.tbl, fn);
  END LOOP;
END $$;--> statement-breakpoint
DROP FUNCTION "notify_user_changes"();
