-- The student apps' sign-in: a student's own password, hashed. A student without a row signs in
-- with the last six digits of the phone number on file (the initial password); the first change of
-- password creates the row. Students are rows of the config-driven res_student, created later, so no FK.

CREATE TABLE student_credentials (
  student_id     INTEGER PRIMARY KEY,         -- res_student.id (ids are never reused: AUTOINCREMENT)
  password_hash  TEXT NOT NULL,               -- scrypt$N$r$p$salt$hash
  changed_at     TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
