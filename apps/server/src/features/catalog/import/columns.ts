import {
  CATALOG_COLUMNS,
  type CatalogColumn,
  importMessages,
  OPTION_COLUMN_PREFIX,
  SPEC_COLUMN_PREFIX,
  specKeySchema,
} from "@shop/contract";
import { InvalidInput } from "../../../shared/domain-errors.ts";

/** Where each column of a file is: the fixed ones by name, options and specifications by theirs. */
export type Columns = {
  fixed: Partial<Record<CatalogColumn, number>>;
  options: { name: string; index: number }[];
  specs: { key: string; index: number }[];
  count: number;
};

/** A row cannot be written without these; `family`, `mpn` and `weight` may be left out. */
const REQUIRED: readonly CatalogColumn[] = [
  "sku",
  "name",
  "description",
  "picture",
  "category",
  "brand",
  "price",
  "minimum",
  "stock",
];
const OPTION_NAME = /^[^\p{Cc}]{1,40}$/u;

/** Reads the header; a column the shop does not know is refused rather than silently dropped. */
export function readColumns(header: readonly string[]): Columns {
  const columns: Columns = { fixed: {}, options: [], specs: [], count: header.length };
  const seen = new Set<string>();
  header.forEach((raw, index) => {
    const name = raw.trim();
    const lower = name.toLowerCase();
    const id = lower.startsWith(OPTION_COLUMN_PREFIX) ? name : lower;
    if (seen.has(id)) throw new InvalidInput(importMessages.repeatedColumn(name));
    seen.add(id);
    if ((CATALOG_COLUMNS as readonly string[]).includes(lower)) {
      columns.fixed[lower as CatalogColumn] = index;
    } else if (lower.startsWith(OPTION_COLUMN_PREFIX) && OPTION_NAME.test(name.slice(OPTION_COLUMN_PREFIX.length))) {
      columns.options.push({ name: name.slice(OPTION_COLUMN_PREFIX.length).trim(), index });
    } else if (lower.startsWith(SPEC_COLUMN_PREFIX) && specKeySchema.safeParse(lower.slice(5)).success) {
      columns.specs.push({ key: lower.slice(SPEC_COLUMN_PREFIX.length), index });
    } else {
      throw new InvalidInput(importMessages.unknownColumn(name.slice(0, 60)));
    }
  });
  const missing = REQUIRED.filter((c) => columns.fixed[c] === undefined);
  if (missing.length > 0) throw new InvalidInput(importMessages.missingColumns(missing));
  return columns;
}
