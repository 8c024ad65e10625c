-- Teachers' leave is requested and approved on 教师请假 (the config-driven resource `teacher-leave`,
-- table res_teacher_leave). An approved request is mirrored into teacher_leaves, which stays what
-- clash detection reads; request_id links the mirror back to its request (NULL: a leave entered
-- without one). One mirror per request.
ALTER TABLE teacher_leaves ADD COLUMN request_id INTEGER;
CREATE UNIQUE INDEX teacher_leaves_request ON teacher_leaves (request_id) WHERE request_id IS NOT NULL;
