-- A student's first password is a one-time code staff issue (学员 → 重置登录密码), never derived from
-- the phone: the row is created or replaced with `must_change` = 1, and the student's own password
-- (the first change) sets it back to 0. A student without a row cannot sign in until a code is issued.

ALTER TABLE student_credentials ADD COLUMN must_change INTEGER NOT NULL DEFAULT 0;
