/*
 * What the rest of the server may use of orders: the app registers its routes and starts the
 * sweep of ended holds and the fold of units sold; the overview reads order records (scripts/check-boundaries.mjs).
 */
export { addressesRoutes } from "./addresses/routes.ts";
export { cartRoutes } from "./cart/routes.ts";
export { ordersExportRoutes } from "./export/routes.ts";
export { startHoldSweeper } from "./holds/hold-sweeper.ts";
export { paymentsRoutes } from "./paying/routes.ts";
export { type OrderRow, shownStatus } from "./records.ts";
export { orderRefundRoutes } from "./refunding/routes.ts";
export { orderReturnsRoutes } from "./returns/routes.ts";
export { ordersRoutes } from "./routes.ts";
export { startSalesFold } from "./sales/fold-sales.ts";
export { shippingTaxRoutes } from "./settings/routes.ts";
