import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  customType,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

const id = () => uuid("id").primaryKey().defaultRandom();
const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

/** PostgreSQL's full-text document type, which drizzle has no column for. */
const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/**
 * The catalog's tree (issue 28): Drivetrain > Cassettes. A category's parts follow its own
 * specification definitions and its ancestors'. A category with subcategories or parts is not
 * deleted by accident (restrict).
 */
export const categories = pgTable(
  "categories",
  {
    id: id(),
    slug: text("slug").notNull().unique(),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    parentId: uuid("parent_id"),
    position: integer("position").notNull().default(0),
  },
  (t) => [
    foreignKey({ columns: [t.parentId], foreignColumns: [t.id], name: "categories_parent_fk" }).onDelete("restrict"),
    index("categories_parent_idx").on(t.parentId, t.position),
    check("categories_not_own_parent", sql`${t.parentId} is distinct from ${t.id}`),
  ],
);

export const brands = pgTable("brands", {
  id: id(),
  slug: text("slug").notNull().unique(),
  name: text("name").notNull(),
});

/**
 * What a category's parts are described by: data the owner edits, not code. A 'choice' lists
 * its choices; a 'number' may have a unit (mm, g, T).
 */
export const specDefinitions = pgTable(
  "spec_definitions",
  {
    id: id(),
    categoryId: uuid("category_id")
      .notNull()
      .references(() => categories.id, { onDelete: "cascade" }),
    key: text("key").notNull(),
    label: text("label").notNull(),
    kind: text("kind", { enum: ["number", "choice", "text"] }).notNull(),
    unit: text("unit"),
    choices: text("choices").array(),
    position: integer("position").notNull().default(0),
  },
  (t) => [
    unique("spec_definitions_category_key").on(t.categoryId, t.key),
    check("spec_definitions_choices", sql`(${t.kind} = 'choice') = (${t.choices} is not null)`),
  ],
);

/**
 * The spec's Part is the sellable variant (decision 0033): its `_id`, price, minimum and stock
 * are what an order buys. The variants of one product share `family_id` (a part alone has a
 * family of its own) and differ in `options`; the product's name, description, picture,
 * category and brand are written to the whole family at once. Every filter, facet and sort of
 * the catalog reads this one table, with no join.
 */
export const parts = pgTable(
  "parts",
  {
    id: id(),
    name: text("name").notNull(),
    img: text("img").notNull(),
    des: text("des").notNull(),
    priceCents: integer("price_cents").notNull(),
    minQuantity: integer("min_quantity").notNull(),
    availableQuantity: integer("available_quantity").notNull(),
    createdAt: createdAt(),
    /** Parts added without one (the spec's Add Product form) get a random one, unique in practice. */
    sku: text("sku")
      .notNull()
      .unique()
      .default(sql`('BPH-' || upper(substr(replace(gen_random_uuid()::text, '-', ''), 1, 16)))`),
    /** The maker's part number (CN-M8100). */
    mpn: text("mpn"),
    weightGrams: integer("weight_grams"),
    categoryId: uuid("category_id").references(() => categories.id, { onDelete: "restrict" }),
    brandId: uuid("brand_id").references(() => brands.id, { onDelete: "restrict" }),
    familyId: uuid("family_id").notNull().defaultRandom(),
    /** Option name -> chosen value ({"Diameter": "180 mm"}); empty for a part without options. */
    options: jsonb("options").$type<Record<string, string>>().notNull().default({}),
    /** Specification key -> value, checked against the category's definitions. */
    specs: jsonb("specs").$type<Record<string, number | string>>().notNull().default({}),
    /**
     * Units ordered ("bestselling"): an order's statement adds its units to `part_sales`, and
     * `foldSales` adds those here every few seconds (decision 0121).
     */
    soldUnits: integer("sold_units").notNull().default(0),
    /**
     * 0 out of stock (fewer than a minimum order left), 1 low (fewer than two), 2 more: what the
     * in-stock and low-stock indexes read, so that an order's stock update, which changes this
     * only when the part crosses a line, changes no indexed column and is a HOT update (decision 0121).
     */
    stockLevel: smallint("stock_level")
      .notNull()
      .generatedAlwaysAs(
        sql`case when available_quantity < min_quantity then 0 when available_quantity < 2 * min_quantity then 1 else 2 end`,
      ),
    /**
     * What search reads, kept by triggers (migration 0016) from the part, its brand and its
     * category path: the words as text for trigrams, and weighted for full-text ranking.
     */
    searchText: text("search_text").notNull().default(""),
    searchVector: tsvector("search_vector").notNull().default(sql`''::tsvector`),
    /**
     * The part's fit class (issue 32, decision 0090): its category and the values of the
     * specifications its fit rules read, kept by triggers (migration `fit_classes`). Null without a category.
     */
    fitClassId: integer("fit_class_id"),
  },
  (t) => [
    // Pages are read newest first, (created_at, id) descending: a page is one range of this index.
    index("parts_created_id_idx").on(t.createdAt, t.id),
    // Search by any part of the name (ILIKE '%text%') finds its few matches by trigram, not by
    // reading every part: 100,000 parts took 40-75 ms a search without it.
    index("parts_name_trgm_idx").using("gin", t.name.op("gin_trgm_ops")).with({ gin_pending_list_limit: 64 }),
    // The Overview's parts that are out of stock or low (fewer than two minimum orders left): a
    // small index of just those, however many parts there are.
    index("parts_low_stock_idx").on(t.stockLevel).where(sql`${t.stockLevel} < 2`),
    // The catalog's filters and sorts: each sort is one index range with the id as tie-breaker
    // for keyset pages; a category or brand narrows through its own index. The category's
    // carries the brand and the brand's the category, so a page of a category and a brand is
    // read newest first from one range, and facet counts by brand within a category (and by
    // category within a brand) are read from the index alone (decision 0047); so is the price
    // range of a category and brands (decision 0117).
    index("parts_category_created_brand_idx").on(t.categoryId, t.createdAt, t.id, t.brandId, t.priceCents),
    index("parts_brand_category_created_idx").on(t.brandId, t.categoryId, t.createdAt, t.id, t.priceCents),
    index("parts_price_id_idx").on(t.priceCents, t.id),
    index("parts_name_id_idx").on(t.name, t.id),
    index("parts_sold_id_idx").on(t.soldUnits, t.id),
    index("parts_family_idx").on(t.familyId),
    index("parts_in_stock_idx").on(t.createdAt, t.id).where(sql`${t.stockLevel} > 0`),
    // 'Fits my bike': the parts of the fitting classes, newest first within each, with what the
    // facet counts group by, so the counts of a whole catalog that fits are read from the index.
    index("parts_fit_class_idx").on(t.fitClassId, t.createdAt, t.id, t.categoryId, t.brandId, t.priceCents),
    index("parts_specs_idx").using("gin", sql`${t.specs} jsonb_path_ops`).with({ gin_pending_list_limit: 64 }),
    // The GIN indexes keep a short pending list (64 kB, not 4 MB): a search reads the whole
    // list until it is merged, and an import still adds its rows in batches (decision 0047).
    // Search: an exact SKU or MPN as typed in any case, with or without dashes and spaces
    // (cnm8100 is CN-M8100); words by full text; typos by trigram.
    index("parts_sku_key_idx").on(sql`lower(regexp_replace(${t.sku}, '[^a-zA-Z0-9]+', '', 'g'))`),
    index("parts_mpn_key_idx").on(sql`lower(regexp_replace(${t.mpn}, '[^a-zA-Z0-9]+', '', 'g'))`),
    index("parts_search_vector_idx").using("gin", t.searchVector).with({ gin_pending_list_limit: 64 }),
    index("parts_search_text_trgm_idx")
      .using("gin", t.searchText.op("gin_trgm_ops"))
      .with({ gin_pending_list_limit: 64 }),
    check("parts_price_nonnegative", sql`${t.priceCents} >= 0`),
    check("parts_stock_nonnegative", sql`${t.availableQuantity} >= 0`),
    check("parts_min_positive", sql`${t.minQuantity} >= 1`),
    check("parts_weight_nonnegative", sql`${t.weightGrams} >= 0`),
    check("parts_sold_nonnegative", sql`${t.soldUnits} >= 0`),
    check("parts_options_object", sql`jsonb_typeof(${t.options}) = 'object'`),
    check("parts_specs_object", sql`jsonb_typeof(${t.specs}) = 'object'`),
  ],
);

/**
 * The number of parts of each category, brand and fit class (null for none), as changes written
 * by triggers on `parts` (hand-written in migrations 0034 and 0035): each statement that adds,
 * removes or moves parts inserts a row per key it changed, with the difference, and updates none,
 * so two writers never wait on one row nor deadlock on two. A key's count is the sum of its rows;
 * housekeeping sums them into one row each (`compactCatalogCounts`). The catalog's facet counts read
 * it instead of the parts when only a category, brands and a bike filter them (decisions 0112,
 * 0113). Only the owner's writes, imports and fit rules change a part's category, brand or fit
 * class; an order's stock update fires none of the triggers.
 */
export const partCounts = pgTable("part_counts", {
  categoryId: uuid("category_id"),
  brandId: uuid("brand_id"),
  fitClassId: integer("fit_class_id"),
  n: integer("n").notNull(),
});

/**
 * Units sold and not yet added to their part's `sold_units`: each order's statement inserts a row
 * per line, and `foldSales` moves them into the parts every few seconds. An insert, where adding
 * to `sold_units` in the order's statement made every stock update rewrite all of the part's
 * indexes, `parts_sold_id_idx` among them (decision 0121). No index: the fold takes every row.
 */
export const partSales = pgTable("part_sales", {
  partId: uuid("part_id").notNull(),
  units: integer("units").notNull(),
});

/**
 * The number of parts of each category, brand and fit class that have each specification value,
 * kept like `part_counts` (differences inserted by triggers, hand-written in migration 0036,
 * summed by housekeeping's `compactCatalogCounts`). The facet counts of a category's
 * specifications read it when only a category, brands and a bike filter the parts: a row per
 * value, not a read of every part of the category (decision 0117).
 */
export const specCounts = pgTable(
  "spec_counts",
  {
    categoryId: uuid("category_id"),
    brandId: uuid("brand_id"),
    fitClassId: integer("fit_class_id"),
    key: text("key").notNull(),
    value: jsonb("value").$type<number | string>().notNull(),
    n: integer("n").notNull(),
  },
  // A category is always among the filters when specification facets are counted.
  (t) => [index("spec_counts_category_idx").on(t.categoryId)],
);

export const pricingPlans = pgTable("pricing_plans", {
  id: id(),
  name: text("name").notNull(),
  priceCents: integer("price_cents").notNull(),
  service1: text("service1").notNull(),
  service2: text("service2").notNull(),
  service3: text("service3").notNull(),
  service4: text("service4").notNull(),
  service5: text("service5").notNull(),
  position: integer("position").notNull(),
});

export const users = pgTable(
  "users",
  {
    id: id(),
    email: text("email").notNull().unique(),
    role: text("role", { enum: ["user", "admin"] })
      .notNull()
      .default("user"),
    createdAt: createdAt(),
  },
  (t) => [
    // Make Admin's pages, newest first, and its search by any part of the address.
    index("users_created_id_idx").on(t.createdAt, t.id),
    index("users_email_trgm_idx").using("gin", t.email.op("gin_trgm_ops")),
  ],
);

/** A review goes with its author's account (see decision 0009); the demo reviews have none. */
export const reviews = pgTable(
  "reviews",
  {
    id: id(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    img: text("img").notNull(),
    address: text("address").notNull(),
    title: text("title").notNull(),
    des: text("des").notNull(),
    star: real("star").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("reviews_created_id_idx").on(t.createdAt, t.id)],
);

/**
 * Row counts kept by triggers (hand-written in migration 0008), so a total shown on a page costs
 * one row, not a count of the table: 'reviews' for the home page's heading (decision 0017).
 * Reviews are written rarely; orders are not, and keep theirs in `orderStatusCounts`.
 */
export const rowCounts = pgTable("row_counts", {
  name: text("name").primaryKey(),
  n: bigint("n", { mode: "number" }).notNull(),
});

/**
 * The number of orders of each status ('' for none yet), kept by triggers on `orders`
 * (hand-written in migration 0020) in shards: each transaction adds its changes to the shard its
 * transaction id picks, so simultaneous orders write different rows and never queue on one
 * (decision 0053). A status's count is the sum of its shards; a shard alone may be negative.
 */
export const orderStatusCounts = pgTable(
  "order_status_counts",
  {
    status: text("status").notNull(),
    shard: smallint("shard").notNull(),
    n: bigint("n", { mode: "number" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.status, t.shard] })],
);

/**
 * An order keeps its own copy of the part as it was when ordered (the spec's Order entity). It
 * belongs to an account by id, never by e-mail; a deleted account's orders stay for the shop's
 * books with no owner (decision 0009).
 */
export const orders = pgTable(
  "orders",
  {
    id: id(),
    partId: uuid("part_id").references(() => parts.id, { onDelete: "set null" }),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    email: text("email").notNull(),
    userName: text("user_name").notNull(),
    phone: text("phone").notNull(),
    address: text("address").notNull(),
    orderQuantity: integer("order_quantity").notNull(),
    partName: text("part_name").notNull(),
    partImg: text("part_img").notNull(),
    partDes: text("part_des").notNull(),
    partPriceCents: integer("part_price_cents").notNull(),
    partMinQuantity: integer("part_min_quantity").notNull(),
    /** What was in stock when ordered, before this order took its share (the spec's field). */
    partAvailableQuantity: integer("part_available_quantity").notNull().default(0),
    /**
     * Which variant was bought, copied like the name and price (issue 28): its SKU and options
     * as they were. Null on orders placed before the catalog had them.
     */
    partSku: text("part_sku"),
    partOptions: jsonb("part_options").$type<Record<string, string>>(),
    paid: boolean("paid").notNull().default(false),
    transactionId: text("transaction_id").unique(),
    /**
     * Null while unpaid. 'Refunding' marks a refund asked of the provider and not yet recorded
     * (decision 0019): it keeps the order from shipping meanwhile; the API shows it as 'Pending'.
     */
    status: text("status", { enum: ["Pending", "Shipped", "Refunding", "Refunded"] }),
    /**
     * When the payment was recorded: the day its revenue counts on (the Overview). Orders paid
     * before this column came have their order time, the closest record there is.
     */
    paidAt: timestamp("paid_at", { withTimezone: true }),
    /**
     * The order's one live payment at the provider (decision 0012). Set once, by the UPDATE that
     * finds it empty, so two requests racing to start a payment end up with the same one.
     */
    paymentIntentId: text("payment_intent_id").unique(),
    paymentClientSecret: text("payment_client_secret"),
    /**
     * An unpaid order holds its units until then (ORDER_HOLD_MINUTES after ordering; decision
     * 0012). Orders that were already there when holds came get the default's half hour.
     */
    holdUntil: timestamp("hold_until", { withTimezone: true }).notNull().default(sql`now() + interval '30 minutes'`),
    /** The hold ended and its units went back to the part: set once, by the UPDATE that returns them. */
    holdReleased: boolean("hold_released").notNull().default(false),
    /*
     * Issue 29: an order has 1..n lines (order_lines); the part columns above are its first
     * line's copy, the spec's product fields. Its money, in cents, decided by the server when
     * placed: the lines as priced, shipping as priced, all the tax, and what is paid.
     */
    subtotalCents: bigint("subtotal_cents", { mode: "number" }).notNull().default(0),
    shippingCents: bigint("shipping_cents", { mode: "number" }).notNull().default(0),
    taxCents: bigint("tax_cents", { mode: "number" }).notNull().default(0),
    totalCents: bigint("total_cents", { mode: "number" }).notNull().default(0),
    pricesIncludeTax: boolean("prices_include_tax").notNull().default(true),
    /** The shipping method's name as when ordered; null before shipping methods existed. */
    shippingMethodName: text("shipping_method_name"),
    country: text("country"),
    lineCount: smallint("line_count").notNull().default(1),
    /**
     * The part names of lines 2..n, one a line of text, for Manage Order's search (the first
     * line's is `part_name`); null for a one-line order, so the spec's order writes no entry of its index.
     */
    otherPartNames: text("other_part_names"),
    /**
     * Issue 31: the discount code used, as typed by the owner, and what it took off the lines in
     * all (the lines' discount_cents add up to it). The id stays while the code does, for its revenue.
     */
    discountCodeId: uuid("discount_code_id").references(() => discountCodes.id, { onDelete: "set null" }),
    discountCode: text("discount_code"),
    discountCents: bigint("discount_cents", { mode: "number" }).notNull().default(0),
    /** When it shipped: the return window counts from it (issue 31). */
    shippedAt: timestamp("shipped_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    // A code's revenue: its paid orders' totals, read from this small index alone.
    index("orders_discount_code_idx")
      .on(t.discountCodeId, t.paid, t.status, t.totalCents)
      .where(sql`${t.discountCodeId} is not null`),
    // The holds still to release are one range of this small index, however many orders there are.
    index("orders_open_holds_idx").on(t.holdUntil).where(sql`${t.paid} = false and ${t.holdReleased} = false`),
    // What one account's unpaid orders hold now, read by every order (decision 0026): the few
    // rows of this account in this small index.
    index("orders_unpaid_by_user_idx")
      .on(t.userId, t.partId)
      .where(sql`${t.paid} = false and ${t.holdReleased} = false`),
    // An account's orders, newest first, are one range of this index.
    index("orders_user_created_idx").on(t.userId, t.createdAt, t.id),
    // Manage Order's: every order newest first, or those of one status; search by customer
    // e-mail or part name finds its few matches by trigram.
    index("orders_created_id_idx").on(t.createdAt, t.id),
    index("orders_status_created_idx").on(t.status, t.createdAt, t.id),
    // The Overview's last 30 days of sales are one range of this index, read without the table
    // (the status, so that refunded orders are left out; the id, to reach their lines).
    index("orders_paid_at_idx").on(t.paidAt, t.status, t.totalCents, t.id).where(sql`${t.paidAt} is not null`),
    index("orders_email_trgm_idx").using("gin", t.email.op("gin_trgm_ops")),
    index("orders_part_name_trgm_idx").using("gin", t.partName.op("gin_trgm_ops")),
    index("orders_other_part_names_trgm_idx")
      .using("gin", t.otherPartNames.op("gin_trgm_ops"))
      .where(sql`${t.otherPartNames} is not null`),
    check("orders_quantity_positive", sql`${t.orderQuantity} > 0`),
  ],
);

/**
 * An order's lines (issue 29), each with its copy of the part as when ordered and its money in
 * cents, rounded per line. Holds, deletes, expiry and refunds give back every line's units.
 */
export const orderLines = pgTable(
  "order_lines",
  {
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    lineNo: smallint("line_no").notNull(),
    partId: uuid("part_id").references(() => parts.id, { onDelete: "set null" }),
    partName: text("part_name").notNull(),
    partImg: text("part_img").notNull(),
    partSku: text("part_sku"),
    partOptions: jsonb("part_options").$type<Record<string, string>>().notNull().default({}),
    unitPriceCents: integer("unit_price_cents").notNull(),
    quantity: integer("quantity").notNull(),
    netCents: bigint("net_cents", { mode: "number" }).notNull(),
    taxCents: bigint("tax_cents", { mode: "number" }).notNull(),
    grossCents: bigint("gross_cents", { mode: "number" }).notNull(),
    /** Issue 31: what the order's discount code took off this line, before its tax was split. */
    discountCents: bigint("discount_cents", { mode: "number" }).notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.lineNo] }),
    // A deleted part's lines are found by it (set null), as are an account's unpaid units of a part.
    index("order_lines_part_idx").on(t.partId),
    check("order_lines_quantity_positive", sql`${t.quantity} > 0`),
  ],
);

/**
 * What happened to an order after it was placed (its `created_at`), and when: paid, shipped,
 * refund asked or refused, refunded, expired (the admin's order page, issue 29). Written only by a
 * statement trigger on `orders` (hand-written in migration 0026), in the transaction of the
 * change, so no path that changes an order can miss one, and a change the database refused writes
 * none (decision 0097). `at` is null for steps of orders placed before the history was kept, whose
 * times were not recorded.
 */
export const orderEvents = pgTable(
  "order_events",
  {
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    // In the order the events happened: an order's changes wait for each other's row lock.
    id: bigint("id", { mode: "number" }).generatedAlwaysAsIdentity(),
    event: text("event", {
      enum: ["paid", "shipped", "refundAsked", "refundRefused", "refunded", "expired"],
    }).notNull(),
    at: timestamp("at", { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.id] })],
);

/**
 * A customer's return of some lines of a shipped order (issue 31). 'Refunding' marks a refund
 * asked of the provider and not yet recorded (shown as 'Received'); its amounts are fixed then,
 * so a retried refund asks the provider for the same money under the same idempotency key.
 */
export const orderReturns = pgTable(
  "order_returns",
  {
    id: id(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    status: text("status", {
      enum: ["Requested", "Approved", "Refused", "Received", "Refunding", "Refunded"],
    }).notNull(),
    reason: text("reason").notNull(),
    note: text("note").notNull().default(""),
    /** The owner's words when refusing it. */
    message: text("message"),
    /** Shipping given back with it (gross); null until its refund is under way. */
    shippingCents: bigint("shipping_cents", { mode: "number" }),
    /** All it gives back: its lines' gross and the shipping; null until its refund is under way. */
    refundCents: bigint("refund_cents", { mode: "number" }),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // An order's returns, read with the order and when a new one is asked.
    index("order_returns_order_idx").on(t.orderId),
    // The admin's list, newest first, of every return or of one status.
    index("order_returns_created_idx").on(t.createdAt, t.id),
    index("order_returns_status_created_idx").on(t.status, t.createdAt, t.id),
  ],
);

/**
 * The lines of a return: how many units of which order line, and what goes back for them,
 * split like the order line's money (set when the refund is under way), for the credit note.
 */
export const orderReturnLines = pgTable(
  "order_return_lines",
  {
    returnId: uuid("return_id")
      .notNull()
      .references(() => orderReturns.id, { onDelete: "cascade" }),
    orderId: uuid("order_id").notNull(),
    lineNo: smallint("line_no").notNull(),
    quantity: integer("quantity").notNull(),
    netCents: bigint("net_cents", { mode: "number" }),
    taxCents: bigint("tax_cents", { mode: "number" }),
    grossCents: bigint("gross_cents", { mode: "number" }),
  },
  (t) => [
    primaryKey({ columns: [t.returnId, t.lineNo] }),
    foreignKey({ columns: [t.orderId, t.lineNo], foreignColumns: [orderLines.orderId, orderLines.lineNo] }).onDelete(
      "cascade",
    ),
    // What of an order line is in returns already.
    index("order_return_lines_line_idx").on(t.orderId, t.lineNo),
    check("order_return_lines_quantity_positive", sql`${t.quantity} > 0`),
  ],
);

/**
 * A signed-in account's cart, the same on every device (issue 29). The part's name is kept so a
 * line whose part left the catalog (part_id set null) can say so once; the price when added, so
 * a changed price is shown changed.
 */
export const cartLines = pgTable(
  "cart_lines",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    partId: uuid("part_id").references(() => parts.id, { onDelete: "set null" }),
    partName: text("part_name").notNull(),
    quantity: integer("quantity").notNull(),
    addedPriceCents: integer("added_price_cents").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique("cart_lines_user_part").on(t.userId, t.partId),
    index("cart_lines_part_idx").on(t.partId),
    check("cart_lines_quantity_positive", sql`${t.quantity} > 0`),
  ],
);

/**
 * The owner's discount codes (issue 31). A code is unique whatever its case (`lower(code)`); a
 * percentage is in basis points (10 % is 1000), a fixed amount in cents. Scope: the whole order,
 * one category with its subcategories, or one brand. Uses are rows of discount_uses, counted
 * under this row's lock only when a limit asks for it, so no order writes a row others wait on.
 */
export const discountCodes = pgTable(
  "discount_codes",
  {
    id: id(),
    code: text("code").notNull(),
    kind: text("kind", { enum: ["percent", "fixed"] }).notNull(),
    /** Basis points for percent, cents for fixed. */
    value: integer("value").notNull(),
    scope: text("scope", { enum: ["order", "category", "brand"] })
      .notNull()
      .default("order"),
    /** Set null when the category or brand is deleted: the code then covers nothing (decision 0070). */
    categoryId: uuid("category_id").references(() => categories.id, { onDelete: "set null" }),
    brandId: uuid("brand_id").references(() => brands.id, { onDelete: "set null" }),
    minSubtotalCents: integer("min_subtotal_cents"),
    startsAt: timestamp("starts_at", { withTimezone: true }),
    endsAt: timestamp("ends_at", { withTimezone: true }),
    usageLimit: integer("usage_limit"),
    perCustomerLimit: integer("per_customer_limit"),
    active: boolean("active").notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("discount_codes_code_key").on(sql`lower(${t.code})`),
    index("discount_codes_created_id_idx").on(t.createdAt, t.id),
    check("discount_codes_value_range", sql`${t.value} > 0 and (${t.kind} = 'fixed' or ${t.value} <= 10000)`),
    check(
      "discount_codes_scope_target",
      sql`(${t.scope} = 'order' and ${t.categoryId} is null and ${t.brandId} is null)
        or (${t.scope} = 'category' and ${t.brandId} is null)
        or (${t.scope} = 'brand' and ${t.categoryId} is null)`,
    ),
    check("discount_codes_limits_positive", sql`${t.usageLimit} > 0 and ${t.perCustomerLimit} > 0`),
    check("discount_codes_min_nonnegative", sql`${t.minSubtotalCents} >= 0`),
    check("discount_codes_dates_ordered", sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

/**
 * One use of a code: one order's. Deleting an unpaid order or releasing its ended hold deletes
 * its use (triggers, migration 0028), so the use is given back; a paid order's use stays, even
 * once refunded or deleted (its order_id is then null).
 */
export const discountUses = pgTable(
  "discount_uses",
  {
    id: id(),
    codeId: uuid("code_id")
      .notNull()
      .references(() => discountCodes.id, { onDelete: "cascade" }),
    orderId: uuid("order_id")
      .unique()
      .references(() => orders.id, { onDelete: "set null" }),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [index("discount_uses_code_user_idx").on(t.codeId, t.userId)],
);

/** The code applied to an account's cart (issue 31): one per cart, kept until removed or checked out. */
export const cartDiscounts = pgTable("cart_discounts", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  codeId: uuid("code_id")
    .notNull()
    .references(() => discountCodes.id, { onDelete: "cascade" }),
});

/**
 * Back-in-stock alerts (issue 31): who waits for a part that cannot be ordered. A visitor's
 * address waits only once confirmed through the link mailed to it; a signed-in customer's at
 * once. When the part can be ordered again, a trigger on `parts` (migration 0029) claims the
 * waiting rows by setting `notified_at` and queues one mail each in the same transaction, so
 * each restock tells each subscriber once, whichever process or path raised the stock. The links
 * are stored because the trigger cannot build or sign them (decision 0075).
 */
export const stockAlerts = pgTable(
  "stock_alerts",
  {
    id: id(),
    partId: uuid("part_id")
      .notNull()
      .references(() => parts.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    /** Set when a signed-in customer subscribed; their alerts go with their account. */
    userId: uuid("user_id").references(() => users.id, { onDelete: "cascade" }),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    /** When the newest confirmation mail was queued: only its link confirms, and repeats wait. */
    confirmSentAt: timestamp("confirm_sent_at", { withTimezone: true }),
    /** The restock mail was queued: the alert has done its job until its owner subscribes again. */
    notifiedAt: timestamp("notified_at", { withTimezone: true }),
    partLink: text("part_link").notNull(),
    unsubscribeLink: text("unsubscribe_link").notNull().default(""),
    createdAt: createdAt(),
  },
  (t) => [
    unique("stock_alerts_part_email").on(t.partId, t.email),
    // The trigger's claim and the Overview's 'most wanted' read only the alerts still waiting.
    index("stock_alerts_waiting_idx").on(t.partId).where(sql`${t.confirmedAt} is not null and ${t.notifiedAt} is null`),
    // The cap on confirmation mails to one address across parts.
    index("stock_alerts_email_sent_idx").on(t.email, t.confirmSentAt),
    index("stock_alerts_user_idx").on(t.userId),
  ],
);

/** The owner's shipping methods (issue 29); few, so listed whole, in `position` order. */
export const shippingMethods = pgTable(
  "shipping_methods",
  {
    id: id(),
    name: text("name").notNull(),
    kind: text("kind", { enum: ["flat", "freeAbove", "weight", "pickup"] }).notNull(),
    priceCents: integer("price_cents").notNull().default(0),
    freeAboveCents: integer("free_above_cents"),
    /** Lightest first: [{ upToGrams, priceCents }]. */
    bands: jsonb("bands").$type<{ upToGrams: number; priceCents: number }[]>().notNull().default([]),
    active: boolean("active").notNull().default(true),
    position: integer("position").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [check("shipping_methods_price_nonnegative", sql`${t.priceCents} >= 0`)],
);

/** The shop's one row of tax settings (issue 29); rates in basis points (19 % is 1900). */
export const taxSettings = pgTable(
  "tax_settings",
  {
    id: smallint("id").primaryKey().default(1),
    pricesIncludeTax: boolean("prices_include_tax").notNull().default(true),
    rateBp: integer("rate_bp").notNull().default(0),
    shippingTaxed: boolean("shipping_taxed").notNull().default(true),
    homeCountry: text("home_country").notNull().default("US"),
    /** Country code -> basis points. */
    countryRates: jsonb("country_rates").$type<Record<string, number>>().notNull().default({}),
  },
  (t) => [check("tax_settings_one_row", sql`${t.id} = 1`)],
);

/** An account's saved addresses (issue 29), at most one of them the default. */
export const addresses = pgTable(
  "addresses",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    label: text("label").notNull().default(""),
    phone: text("phone").notNull(),
    address: text("address").notNull(),
    country: text("country"),
    isDefault: boolean("is_default").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index("addresses_user_idx").on(t.userId, t.createdAt),
    uniqueIndex("addresses_one_default").on(t.userId).where(sql`${t.isDefault}`),
  ],
);

/** One profile per account, removed with it. */
export const profiles = pgTable("profiles", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  userName: text("user_name").notNull(),
  userPhone: text("user_phone"),
  userEducation: text("user_education"),
  userAddress: text("user_address"),
  userLocation: text("user_location"),
  userLinkedinUrl: text("user_linkedin_url"),
});

/**
 * The sandbox payment provider's own records (Stripe keeps these on its side). Only the card's
 * brand and last four digits are kept, never its number.
 */
export const sandboxPayments = pgTable("sandbox_payments", {
  id: text("id").primaryKey(),
  clientSecret: text("client_secret").notNull().unique(),
  orderId: text("order_id").notNull(),
  amountCents: integer("amount_cents").notNull(),
  currency: text("currency").notNull(),
  status: text("status", { enum: ["requires_payment_method", "succeeded", "canceled", "refunded"] }).notNull(),
  cardBrand: text("card_brand"),
  cardLast4: text("card_last4"),
  createdAt: createdAt(),
});

/**
 * The sandbox's partial refunds (issue 31), one per idempotency key as at Stripe: a payment
 * refunded to its whole amount becomes 'refunded'.
 */
export const sandboxRefunds = pgTable("sandbox_refunds", {
  idempotencyKey: text("idempotency_key").primaryKey(),
  paymentId: text("payment_id")
    .notNull()
    .references(() => sandboxPayments.id, { onDelete: "cascade" }),
  amountCents: integer("amount_cents").notNull(),
  createdAt: createdAt(),
});

/**
 * Mail waiting to go out, written in the same transaction as the change it tells about, and sent
 * by the mail worker of any server process (decision 0013). A sent mail keeps its row, with
 * `sent_at`, as a record of what was sent.
 */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: id(),
    recipient: text("recipient").notNull(),
    /** The mail as sent; null while it is still a template and its facts (decision 0021). */
    subject: text("subject"),
    text: text("text"),
    html: text("html"),
    /**
     * A mail queued by a statement that cannot run our templates (an order's, decision 0021):
     * the template's name and the facts it tells, drawn by the worker when it sends the mail.
     */
    template: text("template"),
    facts: jsonb("facts"),
    /** The mail's call to action, logged when it goes to the local outbox folder. */
    link: text("link"),
    /**
     * What is attached, named, not stored: `{ "invoiceOf": orderId }`; the worker draws the file
     * when it sends the mail, so big files never sit in the outbox (decision 0083).
     */
    attachment: jsonb("attachment").$type<{ invoiceOf: string }>(),
    createdAt: createdAt(),
    /** Tries so far, the one under way included. */
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    /** A worker is sending it until then; after that another may take it over. */
    leasedUntil: timestamp("leased_until", { withTimezone: true }),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    lastError: text("last_error"),
  },
  (t) => [
    // Workers look only at what is waiting, oldest due first; sent mail does not slow them.
    index("mail_outbox_waiting_idx").on(t.nextAttemptAt, t.id).where(sql`${t.sentAt} is null`),
    check(
      "mail_outbox_drawn_or_template",
      sql`(${t.subject} is not null and ${t.text} is not null and ${t.html} is not null) or (${t.template} is not null and ${t.facts} is not null)`,
    ),
    // Housekeeping deletes mail sent long ago: one range of this index (shared/housekeeping.ts).
    index("mail_outbox_sent_idx").on(t.sentAt).where(sql`${t.sentAt} is not null`),
  ],
);

/*
 * Invoices and credit notes (issue 31, decision 0080). A payment only queues its order in
 * invoice_queue; one numbering step at a time (an advisory lock) takes the queue in paid order
 * and gives each order the next number of its year's counter row, in a short transaction of its
 * own, so no number is skipped or used twice and payments never wait on the counter.
 */
export const documentCounters = pgTable(
  "document_counters",
  {
    series: text("series", { enum: ["invoice", "credit_note"] }).notNull(),
    year: integer("year").notNull(),
    lastNo: integer("last_no").notNull(),
  },
  (t) => [primaryKey({ columns: [t.series, t.year] }), check("document_counters_positive", sql`${t.lastNo} > 0`)],
);

/** Paid orders waiting for their invoice number; a row lives from the payment to the numbering. */
export const invoiceQueue = pgTable(
  "invoice_queue",
  {
    orderId: uuid("order_id")
      .primaryKey()
      .references(() => orders.id, { onDelete: "cascade" }),
    paidAt: timestamp("paid_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("invoice_queue_paid_idx").on(t.paidAt, t.orderId)],
);

/**
 * An issued invoice: its number and everything it says, as issued (a JSON snapshot the PDF is
 * drawn from), so changing a part, a price or a setting later changes no invoice. A trigger
 * refuses to change the number or the document. The order may go (a refunded order deleted);
 * its invoice stays.
 */
export const invoices = pgTable(
  "invoices",
  {
    id: id(),
    orderId: uuid("order_id")
      .unique()
      .references(() => orders.id, { onDelete: "set null" }),
    year: integer("year").notNull(),
    seq: integer("seq").notNull(),
    number: text("number").notNull().unique(),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull().defaultNow(),
    document: jsonb("document").notNull(),
  },
  (t) => [unique("invoices_year_seq").on(t.year, t.seq)],
);

/** A credit note: which invoice it corrects, its own number (its own series) and its document. */
export const creditNotes = pgTable(
  "credit_notes",
  {
    id: id(),
    invoiceId: uuid("invoice_id")
      .notNull()
      .references(() => invoices.id, { onDelete: "restrict" }),
    orderId: uuid("order_id").references(() => orders.id, { onDelete: "set null" }),
    /** 1, 2, ... per invoice: the credit note's place in its order's download address. */
    n: smallint("n").notNull(),
    year: integer("year").notNull(),
    seq: integer("seq").notNull(),
    number: text("number").notNull().unique(),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull().defaultNow(),
    document: jsonb("document").notNull(),
  },
  (t) => [
    unique("credit_notes_year_seq").on(t.year, t.seq),
    unique("credit_notes_invoice_n").on(t.invoiceId, t.n),
    index("credit_notes_order_idx").on(t.orderId),
  ],
);

export * from "./auth-schema.ts";

/**
 * A checked catalog file waiting for the owner's word (issue 28, decision 0045): the rows as
 * they will be written, and what the catalog looked like when they were checked, so a confirm
 * writes exactly what the preview showed or nothing. Kept in the database, not in one process's
 * memory, so any server process can confirm it.
 */
export const catalogImports = pgTable(
  "catalog_imports",
  {
    id: id(),
    createdAt: createdAt(),
    /** The checked rows, ready to write; emptied once written. */
    rows: jsonb("rows").$type<unknown[]>().notNull(),
    /** Each updated part's SKU -> a digest of its catalog fields when the preview was made. */
    seen: jsonb("seen").$type<Record<string, string>>().notNull(),
    /** A digest of the categories, brands and specification definitions the rows were checked against. */
    taxonomy: text("taxonomy").notNull(),
    errorCount: integer("error_count").notNull(),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
  },
  // Housekeeping deletes old previews by age: one range of this index.
  (t) => [index("catalog_imports_created_idx").on(t.createdAt)],
);

/**
 * Will it fit (issue 32): the interfaces a bike has (wheel size, freehub body, ...), as data the
 * owner extends. A standard's value on a bike is a number (mm, speeds) or one of its choices.
 */
export const bikeStandards = pgTable(
  "bike_standards",
  {
    key: text("key").primaryKey(),
    label: text("label").notNull(),
    kind: text("kind", { enum: ["number", "choice"] }).notNull(),
    unit: text("unit"),
    choices: jsonb("choices").$type<string[]>(),
    position: integer("position").notNull().default(0),
  },
  (t) => [check("bike_standards_kind", sql`${t.kind} in ('number', 'choice')`)],
);

/**
 * How a category's parts are judged against a bike: one row per rule, all of which must hold.
 * A category's rules apply to its subcategories too. `spec_key` names the part's specification
 * (none for 'one-of', which lists the bike values in `accepts`, and 'every-bike').
 */
export const fitRules = pgTable(
  "fit_rules",
  {
    id: id(),
    categoryId: uuid("category_id")
      .notNull()
      .references(() => categories.id, { onDelete: "cascade" }),
    op: text("op", { enum: ["equal", "at-most", "one-of", "within", "every-bike"] }).notNull(),
    specKey: text("spec_key"),
    standardKey: text("standard_key").references(() => bikeStandards.key, {
      onDelete: "cascade",
      onUpdate: "cascade",
    }),
    accepts: jsonb("accepts").$type<string[]>(),
    /** The order the rules are judged and their reasons listed in. */
    position: integer("position").notNull().default(0),
  },
  (t) => [
    index("fit_rules_category_idx").on(t.categoryId),
    check(
      "fit_rules_shape",
      sql`(${t.op} = 'every-bike' and ${t.standardKey} is null and ${t.specKey} is null)
        or (${t.op} = 'one-of' and ${t.standardKey} is not null and ${t.accepts} is not null)
        or (${t.op} in ('equal', 'at-most', 'within') and ${t.standardKey} is not null and ${t.specKey} is not null)`,
    ),
  ],
);

/**
 * The parts' fit classes (decision 0090): a category and the values of the specifications its
 * fit rules (its own and its ancestors') read. Parts that share one are judged alike against any
 * bike, so the fit filter judges these few rows and asks for their parts by index. Kept by
 * triggers on parts, fit rules and categories (migration `fit_classes`); never written by the app.
 */
export const fitClasses = pgTable(
  "fit_classes",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    categoryId: uuid("category_id")
      .notNull()
      .references(() => categories.id, { onDelete: "cascade" }),
    specs: jsonb("specs").$type<Record<string, number | string>>().notNull(),
  },
  (t) => [unique("fit_classes_category_specs").on(t.categoryId, t.specs)],
);

/**
 * One row: a number that triggers raise on every statement that writes what a verdict reads
 * besides the parts (fit rules, bike standards, categories, specification definitions; migration
 * `fit_version`). A process keeps the fit data in memory while this and the count of fit classes
 * are what it loaded them at (decision 0102); never written by the app.
 */
export const fitVersion = pgTable(
  "fit_version",
  {
    one: boolean("one").primaryKey().default(true),
    v: bigint("v", { mode: "number" }).notNull().default(0),
  },
  (t) => [check("fit_version_one_row", sql`${t.one}`)],
);

/** The bike models a customer picks from ("search your bike"): standard key -> value. */
export const bikeModels = pgTable(
  "bike_models",
  {
    id: id(),
    brand: text("brand").notNull(),
    model: text("model").notNull(),
    year: integer("year").notNull(),
    standards: jsonb("standards").$type<Record<string, number | string>>().notNull().default({}),
    createdAt: createdAt(),
    /** What a search reads: brand, model and year as one lower-cased line. */
    searchText: text("search_text").notNull().generatedAlwaysAs(sql`lower(brand || ' ' || model || ' ' || year::text)`),
  },
  (t) => [
    // One model a year per brand: the import updates it rather than adding a twin.
    unique("bike_models_brand_model_year").on(t.brand, t.model, t.year),
    // The list is read by name (brand, model, year), in keyset pages.
    index("bike_models_name_idx").on(t.searchText, t.id),
    index("bike_models_search_trgm_idx").using("gin", t.searchText.op("gin_trgm_ops")),
    check("bike_models_standards_object", sql`jsonb_typeof(${t.standards}) = 'object'`),
  ],
);

/**
 * A customer's bikes (the garage): a model from the list, or standards entered by hand, named
 * by the customer; at most one is active. They belong to the account by id (decision 0009).
 */
export const garageBikes = pgTable(
  "garage_bikes",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    bikeModelId: uuid("bike_model_id").references(() => bikeModels.id, { onDelete: "set null" }),
    /** Entered by hand; for a model, its standards are read from the model. */
    standards: jsonb("standards").$type<Record<string, number | string>>().notNull().default({}),
    active: boolean("active").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index("garage_bikes_user_idx").on(t.userId, t.createdAt, t.id),
    uniqueIndex("garage_bikes_one_active").on(t.userId).where(sql`${t.active}`),
  ],
);

/**
 * A previewed bike model import (issue 32), kept until the owner confirms it, as a catalog
 * import is (decision 0045): the checked rows, a digest of each model it would change and one of
 * the standards the rows were checked against.
 */
export const bikeImports = pgTable(
  "bike_imports",
  {
    id: id(),
    createdAt: createdAt(),
    rows: jsonb("rows").$type<unknown[]>().notNull(),
    seen: jsonb("seen").$type<Record<string, string>>().notNull(),
    standards: text("standards").notNull(),
    errorCount: integer("error_count").notNull(),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
  },
  (t) => [index("bike_imports_created_idx").on(t.createdAt)],
);
