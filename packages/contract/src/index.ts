export * from "./catalog.ts";
export * from "./messages.ts";
