-- 请假冲突's view, once part of the framework's 008-list-views.sql (split when the tutoring app became a
-- module: an install that ran 008 has this recorded as done by the framework's 021).

-- 请假冲突 (leave-conflict): lessons (not open slots) that overlap a teacher's leave. teacher_leaves
-- holds the leaves in force (approved requests are mirrored into it). A lesson inside two leaves is
-- listed once, with the leave that starts first. Moments are 'YYYY-MM-DD HH:mm'; the view adds seconds
-- so they read as date-times. status follows the timetable: 0 taught (ended before now), 1 scheduled;
-- now is the business's wall clock, Asia/Shanghai (UTC+8 all year), whatever zone the server runs in.
-- open_conflict: a conflict of the lesson with that leave is still waiting on 课程冲突, where
-- handle_url leads (the campus's open conflicts).
CREATE VIEW v_leave_conflict AS
SELECT l.id AS id,
       datetime(l.created_at, 'localtime') AS created_at,
       l.teacher_id,
       l.student_id,
       l.subject_id,
       l.campus_id,
       l.start_at || ':00' AS start_at,
       l.duration,
       CASE WHEN l.end_at <= strftime('%Y-%m-%d %H:%M', 'now', '+8 hours') THEN 0 ELSE 1 END AS status,
       tl.start_at || ':00' AS leave_start,
       tl.end_at || ':00' AS leave_end,
       tl.reason AS leave_reason,
       EXISTS (
         SELECT 1 FROM lesson_conflicts c
         WHERE c.lesson_id = l.id AND c.kind = 'leave' AND c.resolved_at IS NULL
       ) AS open_conflict,
       '/educational-administration/course-conflict?campus_id=' || l.campus_id AS handle_url
FROM teacher_leaves tl
JOIN lessons l
  ON l.teacher_id = tl.teacher_id AND l.start_at < tl.end_at AND l.end_at > tl.start_at AND l.open_slot = 0
WHERE NOT EXISTS (
  SELECT 1 FROM teacher_leaves earlier
  WHERE earlier.teacher_id = tl.teacher_id
    AND earlier.start_at < l.end_at AND earlier.end_at > l.start_at
    AND (earlier.start_at < tl.start_at OR (earlier.start_at = tl.start_at AND earlier.id < tl.id))
);
