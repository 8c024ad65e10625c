-- What a staff account carries besides its roles (app.json `accountAttributes`: a campus desk's
-- campuses), as a JSON object by attribute name. Roles' row rules read them as `$user.<name>`.

ALTER TABLE users ADD COLUMN attributes TEXT NOT NULL DEFAULT '{}';
