-- Hand-written (decision 0108): whether any part's search document matches a query, through the
-- GIN index. A search first asks this of each of its words; without the setting the planner
-- guesses that a word it has no statistics for (a typo, a rare number) is common, walks the whole
-- table looking for a first match and, when there is none, reads all of it. Searches ask it only
-- after a sample of the table missed, so the words it sees are rare and their index reads short.
CREATE FUNCTION "parts_search_finds"(q tsquery) RETURNS boolean LANGUAGE sql STABLE
SET enable_seqscan = off AS $$
  SELECT EXISTS (SELECT FROM "parts" WHERE "search_vector" @@ q)
$$;
