CREATE INDEX "orders_unpaid_by_user_idx" ON "orders" USING btree ("user_id","part_id") WHERE "orders"."paid" = false and "orders"."hold_released" = false;--> statement-breakpoint
-- What one account's unpaid orders hold now, read by the order's statement once it has locked the
-- account's row (decision 0026). VOLATILE on purpose: each call reads with a fresh snapshot, so it
-- sees the order another statement of the same account committed while this one waited for the
-- lock; a plain subquery would read as of the statement's start and let a race pass the cap.
CREATE FUNCTION unpaid_orders_held(account uuid, up_to int) RETURNS int LANGUAGE sql VOLATILE AS $$
  select count(*)::int from (
    select from orders
    where user_id = account and paid = false and hold_released = false and hold_until > now()
    limit up_to) held
$$;--> statement-breakpoint
CREATE FUNCTION unpaid_units_held(account uuid, part uuid) RETURNS int LANGUAGE sql VOLATILE AS $$
  select coalesce(sum(order_quantity), 0)::int from orders
  where user_id = account and part_id = part and paid = false and hold_released = false and hold_until > now()
$$;
