-- SQLite's 011 rewrote its 008 view onto business_time(); PostgreSQL's 008 was written with it.
SELECT 1;
