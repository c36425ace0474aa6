export * from "./admin-taxonomy.ts";
export * from "./answers.ts";
export * from "./import.ts";
export * from "./messages.ts";
export * from "./parts-query.ts";
export * from "./taxonomy.ts";
