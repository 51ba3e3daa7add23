-- note_member_activity runs inside every attempt start and sign-in. As a SQL function its INSERT
-- was planned anew on every call (about 0.15 ms of PostgreSQL's CPU each time). In PL/pgSQL with a
-- generic plan, it is planned once per connection (the custom plans PostgreSQL would otherwise
-- keep choosing only differ in the length of the arrays). Same statement, same behaviour.
CREATE OR REPLACE FUNCTION note_member_activity(user_ids integer[], moments timestamptz[]) RETURNS void LANGUAGE plpgsql
  SET plan_cache_mode = force_generic_plan AS $$
BEGIN
  INSERT INTO member_activity AS m (user_id, last_active_on)
  SELECT n.user_id, n.day FROM (
    SELECT a.user_id, max((a.moment AT TIME ZONE 'Europe/Berlin')::date) AS day
    FROM unnest(user_ids, moments) AS a(user_id, moment) GROUP BY a.user_id) n
  WHERE NOT EXISTS (SELECT 1 FROM member_activity o WHERE o.user_id = n.user_id AND o.last_active_on >= n.day)
  ON CONFLICT (user_id) DO UPDATE SET last_active_on = EXCLUDED.last_active_on
  WHERE m.last_active_on < EXCLUDED.last_active_on;
END $$;
