-- Issue 9: API instances keep signed-in users (profile, grants, subscriptions, live sessions,
-- completions) in memory. Every change of what that cache holds tells all instances on the channel
-- "user_changes": the changed user ids as a comma-separated list, or "*" when a shared row changed
-- (an organisation, a manufacturer) or a statement touched too many users to list.
CREATE FUNCTION "notify_user_changes"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids text;
  picked int;
BEGIN
  -- TG_ARGV[0]: the column holding the user id. The transition tables are changed_new/changed_old.
  EXECUTE format(
    'SELECT string_agg(id::text, '',''), count(*)::int FROM (SELECT DISTINCT %1$I AS id FROM (%2$s) c WHERE %1$I IS NOT NULL LIMIT 201) s',
    TG_ARGV[0],
    CASE TG_OP
      WHEN 'INSERT' THEN 'SELECT * FROM changed_new'
      WHEN 'DELETE' THEN 'SELECT * FROM changed_old'
      ELSE 'SELECT * FROM changed_new UNION ALL SELECT * FROM changed_old'
    END
  ) INTO ids, picked;
  IF picked > 200 THEN
    PERFORM pg_notify('user_changes', '*');
  ELSIF picked > 0 THEN
    PERFORM pg_notify('user_changes', ids);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "notify_all_users_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('user_changes', '*');
  RETURN NULL;
END $$;--> statement-breakpoint
DO $$
DECLARE
  t record;
BEGIN
  FOR t IN SELECT * FROM (VALUES
    ('users', 'id'), ('employees', 'user_id'), ('user_permissions', 'user_id'), ('subscriptions', 'user_id'),
    ('refresh_tokens', 'user_id'), ('module_completions', 'user_id')
  ) AS v(tbl, col) LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS changed_new FOR EACH STATEMENT EXECUTE FUNCTION notify_user_changes(%L)', t.tbl || '_notify_insert', t.tbl, t.col);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING NEW TABLE AS changed_new OLD TABLE AS changed_old FOR EACH STATEMENT EXECUTE FUNCTION notify_user_changes(%L)', t.tbl || '_notify_update', t.tbl, t.col);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS changed_old FOR EACH STATEMENT EXECUTE FUNCTION notify_user_changes(%L)', t.tbl || '_notify_delete', t.tbl, t.col);
    EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION notify_all_users_changed()', t.tbl || '_notify_truncate', t.tbl);
  END LOOP;
  FOR t IN SELECT * FROM (VALUES ('organisations'), ('organisation_creation_requests'), ('manufacturers')) AS v(tbl) LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION notify_all_users_changed()', t.tbl || '_notify_users', t.tbl);
  END LOOP;
END $$;
