// The web app imports values from "@shop/contract/messages" (types from here are erased): this
// entry also loads zod, which the browser does not need.
export * from "./accounts.ts";
export * from "./admin.ts";
export * from "./answers.ts";
export * from "./cart.ts";
export * from "./catalog/index.ts";
export * from "./catalog.ts";
export * from "./discounts.ts";
export * from "./fit.ts";
export * from "./identity.ts";
export * from "./messages.ts";
export * from "./numbers.ts";
export * from "./orders.ts";
export * from "./overview.ts";
export * from "./pages.ts";
export * from "./paging.ts";
export * from "./paging-rules.ts";
export * from "./pictures.ts";
export * from "./return-words.ts";
export * from "./returns.ts";
export * from "./shop.ts";
export * from "./stock.ts";
export * from "./stock-alerts.ts";
export * from "./stock-alerts-messages.ts";
export * from "./text.ts";
export * from "./wire.ts";
