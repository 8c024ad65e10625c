-- 请假冲突's view on business_time(), once part of the framework's 011-business-time-views.sql (split
-- when the tutoring app became a module). See that file for why.
DROP VIEW v_leave_conflict;

CREATE VIEW v_leave_conflict AS
SELECT l.id AS id,
       business_time(l.created_at) AS created_at,
       l.teacher_id,
       l.student_id,
       l.subject_id,
       l.campus_id,
       l.start_at || ':00' AS start_at,
       l.duration,
       CASE WHEN l.end_at <= substr(business_time(strftime('%Y-%m-%dT%H:%M:%SZ', 'now')), 1, 16) THEN 0 ELSE 1 END AS status,
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
