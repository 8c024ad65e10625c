-- PostgreSQL's words for mock-server/migrations/008-list-views.sql, as 011 left them on SQLite: the
-- views behind 操作日志 and 请假冲突, with instants written on the business's wall clock.

-- An instant (ISO text) on the business's clock, 'YYYY-MM-DD HH:MM:SS'. The zone is the connection's
-- omo.time_zone (app.json timeZone, set by the store on every connection).
CREATE FUNCTION business_time(moment text) RETURNS text AS $$
  SELECT to_char(
    moment::timestamptz AT TIME ZONE coalesce(nullif(current_setting('omo.time_zone', true), ''), 'Asia/Shanghai'),
    'YYYY-MM-DD HH24:MI:SS')
$$ LANGUAGE sql STABLE;

CREATE VIEW v_operation_log AS
SELECT id,
       business_time(at) AS created_at,
       username,
       action,
       target,
       detail,
       ip
FROM operation_log;
