-- Views behind the read-only list pages (config/resources/<name>.json with "source": {"table": …}).
-- A resource reads them like its own table: a column `id`, `created_at` as local 'YYYY-MM-DD HH:MM:SS'
-- (the resources' timestamps), and one column per record field.

-- 操作日志 (operation-log): the log written by every write, newest first by `at` (UTC ISO text).
CREATE VIEW v_operation_log AS
SELECT id,
       datetime(at, 'localtime') AS created_at,
       username,
       action,
       target,
       detail,
       ip
FROM operation_log;
