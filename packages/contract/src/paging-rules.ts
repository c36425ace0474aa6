// Without zod, so the web app can import these values (see index.ts).

/** No list answers more than this many items at once; a larger `limit` is refused. */
export const PAGE_MAX = 100;

/**
 * Default page sizes: what each list's screen shows, so a screen asks for no `limit` of its own.
 * The catalog 12 (its own screen asks for 9), the home page's reviews two rows of three, the
 * admin lists and My orders 20.
 */
export const PAGE_SIZES = { parts: 12, reviews: 6, users: 20, orders: 20 } as const;

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
