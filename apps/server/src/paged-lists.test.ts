import { messages, PAGE_SIZES } from "@shop/contract";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpWithToken } from "../test/accounts.ts";
import { fillOrders, fillParts, fillReviews, fillUsers } from "../test/fill.ts";
import { createTestApp, type TestApp } from "../test/helper.ts";
import { type Customer, signUpAdmin } from "../test/shop.ts";
import { users } from "./db/schema.ts";

/*
 * Every list endpoint pages the same way (decision 0017): newest first, `limit` up to 100, the
 * next and previous pages in the `Link` header, a cursor the server made or a 400.
 */

let t: TestApp;
let admin: Customer;
let rider: Customer;
let riderId: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signUpAdmin(t);
  rider = await signUpWithToken(t);
  riderId = (await t.db.select().from(users).where(eq(users.email, rider.email)))[0]?.id ?? "";
  await fillParts(t.db, 45);
  await fillReviews(t.db, 45);
  await fillUsers(t.db, 45);
  await fillOrders(t.db, 45, riderId);
  await fillOrders(t.db, 10, null);
});
afterAll(() => t.close());

type List = {
  name: string;
  path: () => string;
  auth: () => Record<string, string>;
  /** The whole list, newest first, as the database orders it. */
  all: () => Promise<string[]>;
  /** A row added now: the newest of the list. */
  add: () => Promise<unknown>;
  remove: (id: string) => Promise<unknown>;
  pageSize: number;
};

const ids = async (query: ReturnType<typeof sql>) =>
  ((await t.db.execute(query)) as unknown as { rows: { id: string }[] }).rows.map((r) => r.id);

const lists: List[] = [
  {
    name: "GET /api/parts",
    path: () => "/api/parts",
    auth: () => ({}),
    all: () => ids(sql`select id from parts order by created_at desc, id desc`),
    // Written behind the API's back: the public cache is told, as the API's writes tell it.
    add: () => fillParts(t.db, 1, new Date().toISOString()).then(() => t.app.publicCache.clear()),
    remove: (id) => t.db.execute(sql`delete from parts where id = ${id}`).then(() => t.app.publicCache.clear()),
    pageSize: PAGE_SIZES.parts,
  },
  {
    name: "GET /api/reviews",
    path: () => "/api/reviews",
    auth: () => ({}),
    all: () => ids(sql`select id from reviews order by created_at desc, id desc`),
    // Written behind the API's back: the public cache is told, as the API's writes tell it.
    add: () => fillReviews(t.db, 1, new Date().toISOString()).then(() => t.app.publicCache.clear()),
    remove: (id) => t.db.execute(sql`delete from reviews where id = ${id}`).then(() => t.app.publicCache.clear()),
    pageSize: PAGE_SIZES.reviews,
  },
  {
    name: "GET /api/users",
    path: () => "/api/users",
    auth: () => admin.auth,
    all: () => ids(sql`select id from users order by created_at desc, id desc`),
    add: () => fillUsers(t.db, 1, new Date().toISOString(), "late"),
    remove: (id) => t.db.execute(sql`delete from users where id = ${id}`),
    pageSize: PAGE_SIZES.users,
  },
  {
    name: "GET /api/allorders",
    path: () => "/api/allorders",
    auth: () => admin.auth,
    all: () => ids(sql`select id from orders order by created_at desc, id desc`),
    add: () => fillOrders(t.db, 1, null, new Date().toISOString()),
    remove: (id) => t.db.execute(sql`delete from orders where id = ${id}`),
    pageSize: PAGE_SIZES.orders,
  },
  {
    name: "GET /api/orders?email=",
    path: () => `/api/orders?email=${rider.email}`,
    auth: () => rider.auth,
    all: () => ids(sql`select id from orders where user_id = ${riderId} order by created_at desc, id desc`),
    add: () => fillOrders(t.db, 1, riderId, new Date().toISOString()),
    remove: (id) => t.db.execute(sql`delete from orders where id = ${id}`),
    pageSize: PAGE_SIZES.orders,
  },
];

/** The targets of a `Link` header by relation. */
function links(header: unknown): Record<string, string> {
  const found: Record<string, string> = {};
  for (const m of String(header ?? "").matchAll(/<([^>]+)>;\s*rel="(\w+)"/g)) found[m[2] ?? ""] = m[1] ?? "";
  return found;
}

const withQuery = (path: string, query: string) => `${path}${path.includes("?") ? "&" : "?"}${query}`;

describe.each(lists)("$name", (list) => {
  const get = async (url: string) => {
    const res = await t.app.inject({ method: "GET", url, headers: list.auth() });
    const items = res.statusCode === 200 ? (res.json() as { _id: string }[]) : [];
    return { res, ids: items.map((i) => i._id), links: links(res.headers.link) };
  };

  it("walks from the first page through the middle ones to the last, newest first, each row once", async () => {
    const expected = await list.all();
    const pages: Awaited<ReturnType<typeof get>>[] = [];
    let url: string | undefined = withQuery(list.path(), "limit=10");
    while (url) {
      const page = await get(url);
      expect(page.res.statusCode).toBe(200);
      pages.push(page);
      url = page.links.next;
    }
    expect(pages.flatMap((p) => p.ids)).toEqual(expected);
    expect(pages.length).toBe(Math.ceil(expected.length / 10));
    const [first, second, third] = pages;
    expect(first?.links.prev).toBeUndefined();
    expect(first?.links.next).toBeDefined();
    expect(second?.links).toEqual({ next: expect.any(String), prev: expect.any(String) });
    expect(pages.at(-1)?.links.next).toBeUndefined();
    // The page before the third is the second; the page before the second is the first.
    expect((await get(third?.links.prev ?? "")).ids).toEqual(second?.ids);
    const back = await get(second?.links.prev ?? "");
    expect(back.ids).toEqual(first?.ids);
    expect(back.links.prev).toBeUndefined();
  });

  it("continues a cursor where it left off after rows were added before it and its own row deleted", async () => {
    const first = await get(withQuery(list.path(), "limit=5"));
    const before = await list.all();
    const lastSeen = first.ids.at(-1) ?? "";
    await list.add();
    await list.remove(lastSeen);
    const next = await get(first.links.next ?? "");
    expect(next.res.statusCode).toBe(200);
    expect(next.ids).toEqual(before.slice(5, 10));
  });

  it(`answers ${list.pageSize} rows by default, up to 100 when asked, and refuses more`, async () => {
    const all = await list.all();
    const plain = await get(list.path());
    expect(plain.ids).toEqual(all.slice(0, list.pageSize));
    if (all.length > list.pageSize) expect(plain.links.next).toContain("cursor=");
    else expect(plain.links.next).toBeUndefined();
    const hundred = await get(withQuery(list.path(), "limit=100"));
    expect(hundred.ids).toEqual((await list.all()).slice(0, 100));
    for (const limit of ["101", "0", "-3", "2.5", "many", "1e9"]) {
      const res = (await get(withQuery(list.path(), `limit=${limit}`))).res;
      expect(res.statusCode, limit).toBe(400);
      expect(res.json()).toEqual({ message: expect.any(String) });
    }
  });

  it("refuses a cursor it did not make with 400 and a message", async () => {
    const b64 = (text: string) => Buffer.from(text).toString("base64url");
    const uuid = "00000000-0000-4000-8000-000000000000";
    const bad = [
      "abc",
      b64(`x2026-01-01T00:00:00.000000Z${uuid}`),
      b64(`n2026-02-30T00:00:00.000000Z${uuid}`),
      b64(`n0000-01-01T00:00:00.000000Z${uuid}`),
      b64(`n2026-01-01T00:00:00.000000Znot-a-uuid`),
      b64(`n2026-01-01T00:00:00.000000Z${uuid}'; drop table orders; --`),
      "a+b/c=",
      "x".repeat(300),
      "",
    ];
    for (const cursor of bad) {
      const res = (await get(withQuery(list.path(), `cursor=${encodeURIComponent(cursor)}`))).res;
      expect(res.statusCode, cursor).toBe(400);
      expect(res.json().message).toEqual(expect.stringContaining("cursor"));
    }
    const made = b64(`n2026-01-01T00:00:00.000000Z${uuid}`);
    expect((await get(withQuery(list.path(), `cursor=${made}`))).res.statusCode).toBe(200);
  });
});

describe("filters and totals", () => {
  const adminGet = (url: string) => t.app.inject({ method: "GET", url, headers: admin.auth });
  type Row = { _id: string; status?: string; paid?: boolean; email?: string; productName: string };
  /** Every row of a filtered list, following its pages. */
  async function walk(url: string): Promise<Row[]> {
    const rows: Row[] = [];
    for (let next: string | undefined = url; next; ) {
      const res = await adminGet(next);
      expect(res.statusCode).toBe(200);
      rows.push(...(res.json() as Row[]));
      next = links(res.headers.link).next;
    }
    return rows;
  }

  it("filters all orders by status, keeping the filter in the next page's link", async () => {
    const count = async (where: ReturnType<typeof sql>) =>
      (
        (await t.db.execute(sql`select count(*)::int as n from orders where ${where}`)) as unknown as {
          rows: { n: number }[];
        }
      ).rows[0]?.n;
    const shipped = await walk("/api/allorders?status=Shipped&limit=7");
    expect(shipped.length).toBe(await count(sql`status = 'Shipped'`));
    expect(shipped.every((o) => o.status === "Shipped")).toBe(true);
    const unpaid = await walk("/api/allorders?status=UnPaid&limit=7");
    expect(unpaid.length).toBe(await count(sql`status is null`));
    expect(unpaid.every((o) => o.status === undefined && !o.paid)).toBe(true);
    expect(await walk("/api/allorders?status=Expired")).toEqual([]);
    const refused = await adminGet("/api/allorders?status=Lost");
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain("UnPaid, Pending, Shipped, Refunded, Expired");
  });

  it("searches all orders by customer e-mail or product name, and users by e-mail", async () => {
    const byEmail = await walk("/api/allorders?q=CUSTOMER7@&limit=1");
    expect(byEmail.length).toBe(2);
    expect(byEmail.every((o) => o.email === "customer7@example.com")).toBe(true);
    const byProduct = await walk("/api/allorders?q=product%2032&status=Shipped");
    expect(byProduct.length).toBeGreaterThan(0);
    expect(byProduct.every((o) => o.productName.startsWith("Filler product 32 ") && o.status === "Shipped")).toBe(true);
    expect(await walk("/api/allorders?q=%25")).toEqual([]);
    const found = await walk("/api/users?q=filler4&limit=3");
    const expected = await t.db.execute(
      sql`select email from users where email like 'filler4%' order by created_at desc, id desc`,
    );
    expect(found.map((u) => u.email)).toEqual(
      (expected as unknown as { rows: { email: string }[] }).rows.map((r) => r.email),
    );
    expect(found.length).toBeGreaterThan(3);
    expect((await adminGet(`/api/users?q=${"x".repeat(101)}`)).statusCode).toBe(400);
  });

  it("searches parts by name through the pages", async () => {
    const res = await t.app.inject("/api/parts?q=filler%20part%204&limit=4");
    const next = links(res.headers.link).next ?? "";
    expect(next).toContain("q=filler+part+4");
    const rest = (await t.app.inject(next)).json() as { name: string }[];
    const names = [...(res.json() as { name: string }[]), ...rest].map((p) => p.name);
    expect(names.every((n) => n.startsWith("Filler part 4"))).toBe(true);
  });

  it("tells the count of all reviews in X-Total-Count, and a new review counts at once", async () => {
    const total = async () => Number((await t.app.inject("/api/reviews")).headers["x-total-count"]);
    const counted = async () =>
      ((await t.db.execute(sql`select count(*)::int as n from reviews`)) as unknown as { rows: { n: number }[] })
        .rows[0]?.n;
    const before = await counted();
    expect(before).toBeGreaterThan(45);
    expect(await total()).toBe(before);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/reviews",
      headers: rider.auth,
      payload: { img: "/images/people/reviewer-1.svg", address: "Town", star: 5, title: "Good", des: "Fine" },
    });
    expect(res.statusCode).toBe(201);
    expect(await total()).toBe((before ?? 0) + 1);
    // The count follows deletes too, such as a deleted account's reviews going with it.
    await t.db.execute(sql`delete from reviews where des = 'filler'`);
    t.app.publicCache.clear();
    expect(await total()).toBe(await counted());
    expect(await total()).toBeLessThan(10);
  });

  it("gives an account without orders an empty page and still checks its cursor", async () => {
    const other = await signUpWithToken(t);
    const empty = await t.app.inject({ url: `/api/orders?email=${other.email}`, headers: other.auth });
    expect(empty.json()).toEqual([]);
    expect(empty.headers.link).toBeUndefined();
    const bad = await t.app.inject({ url: `/api/orders?email=${other.email}&cursor=abc`, headers: other.auth });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: messages.badCursor });
  });
});

describe("plans", () => {
  const NIL = "00000000-0000-4000-8000-000000000000";
  const after = sql`(created_at, id) < ('2020-01-01T00:10:00.000000Z'::timestamptz, ${NIL}::uuid)`;
  /** The plan of a page's query, as text. */
  const plan = async (query: ReturnType<typeof sql>) =>
    JSON.stringify(((await t.db.execute(sql`explain ${query}`)) as unknown as { rows: unknown[] }).rows);

  beforeAll(async () => {
    await fillReviews(t.db, 5000);
    await fillUsers(t.db, 20000, "2019-01-01T00:00:00Z", "bulk");
    await fillOrders(t.db, 5000, riderId);
    // Enough orders that reading them all costs more than the trigram indexes: the planner
    // reads a small table whole, which is right for it.
    await fillOrders(t.db, 55000, null);
    for (const table of ["reviews", "users", "orders"]) await t.db.execute(sql.raw(`analyze ${table}`));
  });

  it.each([
    [
      "reviews",
      sql`select * from reviews where ${after} order by created_at desc, id desc limit 7`,
      "reviews_created_id_idx",
    ],
    [
      "users",
      sql`select * from users where ${after} order by created_at desc, id desc limit 21`,
      "users_created_id_idx",
    ],
    [
      "all orders",
      sql`select * from orders where ${after} order by created_at desc, id desc limit 21`,
      "orders_created_id_idx",
    ],
    [
      "orders of a status",
      sql`select * from orders where status = 'Shipped' and ${after} order by created_at desc, id desc limit 21`,
      "orders_status_created_idx",
    ],
    [
      "unpaid orders",
      sql`select * from orders where status is null and ${after} order by created_at desc, id desc limit 21`,
      // A third of the orders are unpaid here: walking the newest-first index finds a page soon.
      /orders_(status_created|created_id)_idx/,
    ],
    [
      "an account's orders",
      sql`select * from orders where user_id = ${NIL}::uuid and ${after} order by created_at desc, id desc limit 21`,
      "orders_user_created_idx",
    ],
  ])("reads a page of %s as one range of an index, with no sort", async (_name, query, index) => {
    const text = await plan(query);
    expect(text).toMatch(index);
    expect(text).not.toContain("Seq Scan");
    expect(text).not.toMatch(/"Sort|Sort /);
  });

  it.each([
    ["users by e-mail", sql`select * from users where email ilike '%bulk4321@%'`, ["users_email_trgm_idx"]],
    [
      "orders by e-mail or any line's part name",
      sql`select * from orders where email ilike '%nobody-here%' or part_name ilike '%nobody-here%'
        or other_part_names ilike '%nobody-here%'`,
      ["orders_email_trgm_idx", "orders_part_name_trgm_idx", "orders_other_part_names_trgm_idx"],
    ],
  ])("finds the few matches of a search of %s by trigram", async (_name, query, indexes) => {
    const text = await plan(query);
    for (const index of indexes) expect(text).toContain(index);
    expect(text).not.toContain("Seq Scan");
  });
});
