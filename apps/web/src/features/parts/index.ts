/* What other web features may use of the parts feature (scripts/check-boundaries.mjs). */
export { partKeys } from "./api/keys.ts";
