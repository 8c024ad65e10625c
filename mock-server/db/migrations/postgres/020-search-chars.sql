-- Short searches ("明", "张伟") read a GIN index of each value's characters, string_to_array(lower(v), NULL):
-- built-in functions, ~0.4 µs a row where omo_grams() (018) cost ~8 µs. The index's expression is evaluated
-- again on every row a scan tests (a GIN recheck, or a walk of the list's order), so that cost decided the
-- search. Its indexes go with it; the config's plan makes the new ones (`<table>_<field>_chars`) at start.
DROP FUNCTION IF EXISTS omo_grams(text) CASCADE;
