-- Saved views of a list page (docs/config.md, "Saved views"): a user's named filters, sort, columns
-- and page size per resource, as JSON checked against the resource when saved. `roles` lists the roles
-- an admin published the view to (JSON array; empty: private). A user's default view per resource is a
-- row of saved_view_defaults; deleting the view or the user drops it.
CREATE TABLE saved_views (
  id          INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id     INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  resource    TEXT NOT NULL,
  name        TEXT NOT NULL,
  state       TEXT NOT NULL DEFAULT '{}',
  roles       TEXT NOT NULL DEFAULT '[]',
  created_at  TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at  TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE UNIQUE INDEX saved_views_name ON saved_views(user_id, resource, name);
CREATE INDEX saved_views_resource ON saved_views(resource);

CREATE TABLE saved_view_defaults (
  user_id     INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  resource    TEXT NOT NULL,
  view_id     INTEGER NOT NULL REFERENCES saved_views(id) ON DELETE CASCADE,
  PRIMARY KEY (user_id, resource)
);
