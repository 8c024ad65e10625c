-- Teaching handouts: the live-class tree of folders and PDF files, and the recorded videos' links to them.

-- One row per folder or file. Each subject has two roots, 讲义 (type 1) and 作业 (type 2); every node below
-- a root carries the root's type, so a file's type follows its place in the tree without walking it.
CREATE TABLE handout_nodes (
  id            INTEGER PRIMARY KEY,
  -- Deleting a folder deletes its whole subtree in one statement.
  parent_id     INTEGER REFERENCES handout_nodes(id) ON DELETE CASCADE,
  subject_id    INTEGER NOT NULL,            -- res_category row of code xk (created from config later, so no FK)
  label         TEXT NOT NULL,
  kind          TEXT NOT NULL CHECK (kind IN ('folder', 'file')),
  type          INTEGER NOT NULL CHECK (type IN (1, 2)),  -- 1 handout, 2 homework
  stored_name   TEXT UNIQUE,                 -- generated name under uploads/handouts (files only)
  original_name TEXT NOT NULL DEFAULT '',    -- the uploader's file name, for display only
  size          INTEGER NOT NULL DEFAULT 0,  -- bytes
  pages         INTEGER NOT NULL DEFAULT 0,
  downloadable  INTEGER NOT NULL DEFAULT 0,
  created_at    TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  CHECK ((kind = 'file') = (stored_name IS NOT NULL))
);

-- One name per folder (roots: per subject); ifnull lets the roots, whose parent is NULL, collide too.
CREATE UNIQUE INDEX handout_nodes_name ON handout_nodes (subject_id, ifnull(parent_id, 0), label);
CREATE INDEX handout_nodes_parent ON handout_nodes (parent_id);
CREATE INDEX handout_nodes_kind_type ON handout_nodes (kind, type, subject_id);

-- A recorded video's handout and homework. Deleting either file unlinks the video (cascade).
CREATE TABLE video_handouts (
  video_id    INTEGER PRIMARY KEY,           -- res_video row (created from config later, so no FK)
  handout_id  INTEGER NOT NULL REFERENCES handout_nodes(id) ON DELETE CASCADE,
  task_id     INTEGER NOT NULL REFERENCES handout_nodes(id) ON DELETE CASCADE,
  created_at  TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX video_handouts_handout ON video_handouts (handout_id);
CREATE INDEX video_handouts_task ON video_handouts (task_id);
