-- Issue 30: the price of a weight-banded shipping method for a weight, as money/totals.ts decides
-- it: the band with the least "upToGrams" that holds the weight; none (too heavy) is null. It was a
-- subquery inside the order's statement, and PostgreSQL builds every subquery of a plan each time
-- the plan runs, whether it is reached or not: an order by any other kind of method paid for it.
-- Called, it runs only when the method is banded.
CREATE FUNCTION shipping_band_cents(bands jsonb, grams bigint) RETURNS integer
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT (b ->> 'priceCents')::int FROM jsonb_array_elements(bands) b
  WHERE (b ->> 'upToGrams')::bigint >= grams
  ORDER BY (b ->> 'upToGrams')::bigint LIMIT 1
$$;
