-- Scheduling: lessons and open slots, teachers' leave, and the conflicts found between them.
-- Moments are local wall-clock text 'YYYY-MM-DD HH:mm' (the business runs in one time zone), so
-- they sort and compare as text. Campus, teacher, student and subject are rows of the config-driven
-- tables (res_campus, res_lecturer, res_student, res_category), created later, so no FKs.

-- A lesson, or an open slot (open_slot = 1: time reserved with a teacher, no student yet). The
-- status the screens show follows: 2 open slot, 0 taught (ended before now), 1 scheduled.
CREATE TABLE lessons (
  -- AUTOINCREMENT: an id is never used twice, so a screen still holding a deleted slot's id
  -- cannot act on the lesson that took its place.
  id          INTEGER PRIMARY KEY AUTOINCREMENT,
  campus_id   INTEGER NOT NULL,
  teacher_id  INTEGER NOT NULL,
  student_id  INTEGER,                       -- NULL only for an open slot
  subject_id  INTEGER,                       -- NULL only for an open slot
  start_at    TEXT NOT NULL,
  end_at      TEXT NOT NULL,                 -- start_at + duration, kept for overlap queries
  duration    INTEGER NOT NULL CHECK (duration IN (15, 30, 45, 60)),
  title       TEXT NOT NULL DEFAULT '',
  remark      TEXT NOT NULL DEFAULT '',
  open_slot   INTEGER NOT NULL DEFAULT 0 CHECK (open_slot IN (0, 1)),
  batch_id    TEXT,                          -- lessons saved together by one batch scheduling
  created_at  TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at  TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  CHECK (open_slot = 1 OR (student_id IS NOT NULL AND subject_id IS NOT NULL))
);
CREATE INDEX lessons_start ON lessons (start_at);
CREATE INDEX lessons_teacher ON lessons (teacher_id, start_at);
CREATE INDEX lessons_student ON lessons (student_id, start_at);
CREATE INDEX lessons_campus ON lessons (campus_id, start_at);

-- A teacher's leave: lessons inside it are conflicts.
CREATE TABLE teacher_leaves (
  id          INTEGER PRIMARY KEY,
  teacher_id  INTEGER NOT NULL,
  start_at    TEXT NOT NULL,
  end_at      TEXT NOT NULL,
  reason      TEXT NOT NULL DEFAULT '',
  CHECK (end_at > start_at)
);
CREATE INDEX teacher_leaves_teacher ON teacher_leaves (teacher_id, start_at);

-- A conflict of a lesson with another lesson (same teacher or same student) or with a leave. Open
-- until resolved: rescheduled (辅助排课) or deleted with a notice (删除并通知). Deleting the lesson
-- deletes its conflicts; deleting the other lesson leaves the row with other_lesson_id NULL.
CREATE TABLE lesson_conflicts (
  id               INTEGER PRIMARY KEY,
  lesson_id        INTEGER NOT NULL REFERENCES lessons(id) ON DELETE CASCADE,
  other_lesson_id  INTEGER REFERENCES lessons(id) ON DELETE SET NULL,
  leave_id         INTEGER REFERENCES teacher_leaves(id) ON DELETE SET NULL,
  kind             TEXT NOT NULL CHECK (kind IN ('teacher', 'student', 'leave')),
  reason           TEXT NOT NULL,
  detected_at      TEXT NOT NULL,            -- moment; the wait time counts from here
  resolved_at      TEXT,
  resolution       TEXT CHECK (resolution IN ('rescheduled', 'deleted'))
);
CREATE INDEX lesson_conflicts_open ON lesson_conflicts (resolved_at, detected_at);
CREATE INDEX lesson_conflicts_lesson ON lesson_conflicts (lesson_id);
