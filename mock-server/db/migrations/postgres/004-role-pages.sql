-- Rights management: a role describes itself and may be limited to some pages of the menu.

ALTER TABLE roles ADD COLUMN description TEXT NOT NULL DEFAULT '';
-- JSON array of route names (config/routes.json `name`) the role may see; NULL: every route its
-- `meta.roles` allow. A group stays visible while one of its pages does.
ALTER TABLE roles ADD COLUMN routes TEXT;
