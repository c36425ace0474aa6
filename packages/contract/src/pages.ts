/**
 * Addresses of the web app's pages that more than the web app writes: the server puts them into
 * mails. Spelled as the spec spells them (`/deshboard` included). Plain values, no zod, so the
 * browser may import them too ("@shop/contract/pages").
 */
export const PAGE_PATHS = {
  /** The customer's own orders. */
  myOrders: "/deshboard/myorders",
  /** A visitor's back-in-stock alert is confirmed here, with `?token=`. */
  confirmStockAlert: "/stock-alerts/confirm",
  /** Any back-in-stock alert ends here, with `?token=`, without signing in. */
  unsubscribeStockAlert: "/stock-alerts/unsubscribe",
} as const;
