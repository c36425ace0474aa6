// What other features may use of the catalog (see scripts/check-boundaries.mjs).

export { type CatalogHook, hookCatalogFilter } from "./filters.ts";
export { type CsvRecord, readCsv } from "./import/read-csv.ts";
export { listCatalog } from "./list.ts";
export { partsShown } from "./part-view.ts";
export { subtreeIds } from "./taxonomy.ts";
