import { sql } from "drizzle-orm";
import type { Db } from "../src/db/client.ts";

/*
 * Many rows at once by bulk SQL, for paging tests and plans. Rows are dated `start` plus one
 * second per two rows, so pairs share a time and the order falls back on their ids.
 */

const at = (start: string) => sql`${start}::timestamptz + (g / 2) * interval '1 second'`;

export async function fillParts(db: Db, n: number, start = "2020-01-01T00:00:00Z") {
  await db.execute(sql`
    insert into parts (name, img, des, price_cents, min_quantity, available_quantity, created_at)
    select 'Filler part ' || g, '/images/parts/chain.svg', 'filler', 100 + g, 1, 10, ${at(start)}
    from generate_series(1, ${n}) g`);
}

export async function fillReviews(db: Db, n: number, start = "2020-01-01T00:00:00Z") {
  await db.execute(sql`
    insert into reviews (name, img, address, title, des, star, created_at)
    select 'Filler ' || g, '/images/people/reviewer-1.svg', 'Town', 'Title ' || g, 'filler', 4, ${at(start)}
    from generate_series(1, ${n}) g`);
}

export async function fillUsers(db: Db, n: number, start = "2020-01-01T00:00:00Z", prefix = "filler") {
  await db.execute(sql`
    insert into users (email, created_at)
    select ${prefix} || g || '@example.com', ${at(start)} from generate_series(1, ${n}) g`);
}

/** Orders of `userId` (or of nobody), every third shipped, every third pending, the rest unpaid. */
export async function fillOrders(db: Db, n: number, userId: string | null, start = "2020-01-01T00:00:00Z") {
  await db.execute(sql`
    insert into orders (user_id, email, user_name, phone, address, order_quantity, part_name,
      part_img, part_des, part_price_cents, part_min_quantity, paid, status, created_at)
    select ${userId}::uuid, 'customer' || g || '@example.com', 'Filler', '555', 'Town', 1,
      'Filler product ' || (g % 70) || ' ' || left(md5(g::text), 6), '/images/parts/chain.svg', 'filler', 1000, 1,
      g % 3 > 0,
      case g % 3 when 1 then 'Pending' when 2 then 'Shipped' end, ${at(start)}
    from generate_series(1, ${n}) g`);
}
