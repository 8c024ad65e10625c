-- The list views of 008 showed their UTC instants with SQLite's 'localtime' (the server process's
-- zone) and took "now" as UTC+8: they now use business_time(), which the server registers on every
-- connection (plugins/database.ts) and which writes an instant on the wall clock of app.json's
-- timeZone, whatever zone the server runs in.
DROP VIEW v_operation_log;

CREATE VIEW v_operation_log AS
SELECT id,
       business_time(at) AS created_at,
       username,
       action,
       target,
       detail,
       ip
FROM operation_log;
