-- The one- and two-character pieces of a text, lowered: what a GIN index of a searched field holds so
-- that a `contains` search too short for a trigram (pg_trgm needs three characters: "张伟", "明") reads
-- an index instead of the whole table. resources/search-index.ts makes one per searched text field; the
-- search still tests ILIKE on each row found, so the index only narrows and never changes the answer.
-- COST: a row's pieces cost more than its ILIKE, so a scan tests ILIKE first and makes them for few rows.
CREATE OR REPLACE FUNCTION omo_grams(value text) RETURNS text[]
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE COST 1000 AS $$
  SELECT coalesce(array_agg(DISTINCT substr(v, i, n)), '{}')
  FROM (SELECT lower(value) AS v) s, generate_series(1, length(v)) AS i, (VALUES (1), (2)) AS g(n)
  WHERE i + n - 1 <= length(v)
$$;
