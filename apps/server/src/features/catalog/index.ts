// What other features may use of the catalog (see scripts/check-boundaries.mjs).
export { listCatalog } from "./list.ts";
export { partsShown } from "./part-view.ts";
