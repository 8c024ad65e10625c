-- Statistics (教学统计): the aggregates over lessons and conflicts read a range of days.
-- Lessons by day and status, by teacher and by subject walk start_at and read the rest from this
-- index, never the rows.
CREATE INDEX lessons_stats ON lessons (start_at, open_slot, end_at, teacher_id, subject_id);
-- Conflicts opened per day; those resolved per day walk lesson_conflicts_open (resolved_at, detected_at).
CREATE INDEX lesson_conflicts_detected ON lesson_conflicts (detected_at, resolved_at);
