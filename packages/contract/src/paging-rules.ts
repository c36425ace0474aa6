// Without zod, so the web app can import these values (see index.ts).

/** No list answers more than this many items at once; a larger `limit` is refused. */
export const PAGE_MAX = 100;

/**
 * Default page sizes. Reviews, users and orders answer the most a page may hold until their
 * screens follow the `Link` header (issue 16): a screen that reads only the first page must
 * not lose rows a shop of today's size has. Make Admin, Manage Order's and My orders show 20 a page.
 */
export const PAGE_SIZES = { parts: 12, reviews: PAGE_MAX, users: 20, orders: 20 } as const;

/** The catalog screen's numbered pages reach this far by offset; the cursor reaches any page. */
export const PARTS_OFFSET_MAX = 10_000;

/**
 * The statuses an order has once paid: 'Pending' until it ships or is refunded. An unpaid order
 * has none (the lists show 'UnPaid', or 'Expired' once its hold ended).
 */
export const ORDER_STATUSES = ["Pending", "Shipped", "Refunded"] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** The statuses an admin filters orders by; 'UnPaid' is an order that has no status yet. */
export const ORDER_STATUS_FILTERS = ["UnPaid", "Pending", "Shipped", "Refunded", "Expired"] as const;
export type OrderStatusFilter = (typeof ORDER_STATUS_FILTERS)[number];

/** The header that carries a list's total, on the lists whose screens show one (reviews). */
export const TOTAL_COUNT_HEADER = "X-Total-Count";
