-- The tutoring app's tables became its module's migrations (docs/architecture.md, "What a module
-- contributes"): recorded as `tutoring/<file>`, after the framework's. An install that ran them under
-- their old names keeps them done under the new ones; 008 and 011 were split, and such an install ran
-- their 请假冲突 halves too (it ran 003 before them). On a new install nothing matches, and the module
-- runs its files after this one.
INSERT INTO migrations (name, applied_at)
SELECT 'tutoring/008-leave-conflict-view.sql', applied_at FROM migrations
WHERE name = '008-list-views.sql' AND EXISTS (SELECT 1 FROM migrations WHERE name = '003-schedule.sql');
INSERT INTO migrations (name, applied_at)
SELECT 'tutoring/011-leave-conflict-business-time.sql', applied_at FROM migrations
WHERE name = '011-business-time-views.sql' AND EXISTS (SELECT 1 FROM migrations WHERE name = '003-schedule.sql');
UPDATE migrations SET name = 'tutoring/' || name
WHERE name IN ('002-handouts.sql', '003-schedule.sql', '005-leave-requests.sql', '006-statistics.sql', '007-client.sql');
