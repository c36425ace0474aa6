// The web app imports values from "@shop/contract/messages" (types from here are erased): this
// entry also loads zod, which the browser does not need.
export * from "./accounts.ts";
export * from "./admin.ts";
export * from "./catalog.ts";
export * from "./messages.ts";
export * from "./orders.ts";
