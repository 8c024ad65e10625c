-- The language each user chose (zh-CN or en-US): remembered on the server, so the choice follows
-- the user to another browser. Empty: not chosen (the browser's own choice applies).
ALTER TABLE users ADD COLUMN locale TEXT NOT NULL DEFAULT '';
