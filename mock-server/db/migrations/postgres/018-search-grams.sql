-- The one- and two-character pieces of a text, lowered: what a GIN index of a searched field holds so
-- that a `contains` search too short for a trigram (pg_trgm needs three characters: "张伟", "明") reads
-- an index instead of the whole table. resources/search-index.ts makes one per searched text field; the
-- search still tests ILIKE on each row found, so the index only narrows and never changes the answer.
-- COST: a row's pieces cost more than its ILIKE, so a scan tests ILIKE first and makes them for few rows.
-- plpgsql: a loop makes a row's pieces several times faster than SQL's generate_series and array_agg.
CREATE OR REPLACE FUNCTION omo_grams(value text) RETURNS text[]
LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE COST 1000 AS $$
DECLARE
  v text := lower(value);
  n int := length(v);
  pieces text[] := '{}';
BEGIN
  FOR i IN 1..n LOOP
    pieces := pieces || substr(v, i, 1);
    IF i < n THEN
      pieces := pieces || substr(v, i, 2);
    END IF;
  END LOOP;
  RETURN pieces;
END
$$;
