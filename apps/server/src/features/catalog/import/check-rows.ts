import { createHash, randomUUID } from "node:crypto";
import { type ImportError, importMessages, specMessages, textFault } from "@shop/contract";
import { unguardedCell } from "../../../shared/csv.ts";
import { DomainError } from "../../../shared/domain-errors.ts";
import { filterValue } from "../spec-rules.ts";
import type { CategoryNow, PartNow } from "./catalog-now.ts";
import { type Cell, cells } from "./cells.ts";
import type { Columns } from "./columns.ts";
import type { CsvRecord } from "./read-csv.ts";

/** A row as it will be written: the database's columns, checked. */
export type PlannedRow = {
  row: number;
  update: boolean;
  sku: string;
  mpn: string | null;
  name: string;
  des: string;
  img: string;
  priceCents: number;
  minQuantity: number;
  availableQuantity: number;
  weightGrams: number | null;
  categoryId: string | null;
  brandId: string | null;
  familyId: string;
  options: Record<string, string>;
  specs: Record<string, number | string>;
};

export type Catalog = {
  categories: Map<string, CategoryNow>;
  brands: Map<string, string>;
  parts: Map<string, PartNow>;
  isOwnPicture: (url: string) => boolean;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const OPTION_VALUE_MAX = 60;
/** A product's own fields, the same on each of its variants (decision 0033). */
const PRODUCT_COLUMNS = ["name", "description", "picture", "category", "brand"] as const;

/**
 * The family a row's `family` key names. The export writes the family's id, which comes back as
 * it was; a distributor's own key (a product code) always names the same family, because its id
 * is derived from the key, so a price list imported again keeps its products together.
 */
function familyIdOf(key: string, existing: PartNow | undefined): string {
  if (key === "") return existing?.familyId ?? randomUUID();
  if (UUID.test(key)) return key.toLowerCase();
  const h = createHash("sha256").update(`family:${key}`).digest("hex");
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-8${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/** Checks every row; each fault is one error naming the row, the column and the reason. */
export function checkRows(records: readonly CsvRecord[], columns: Columns, catalog: Catalog) {
  const planned: PlannedRow[] = [];
  const errors: ImportError[] = [];
  const skuRows = new Map<string, number>();
  const families = new Map<string, { row: number; product: Record<string, string> }>();

  for (const { row, cells: raw } of records) {
    const before = errors.length;
    const fail = (column: string, message: string) => errors.push({ row, column, message });
    if (raw.length !== columns.count) {
      fail("", `The row has ${raw.length} cells, the header ${columns.count}`);
      continue;
    }
    const text = (index: number | undefined) => (index === undefined ? "" : unguardedCell(raw[index] ?? "").trim());
    const take = <T>(column: string, cell: Cell<T>): T | undefined => {
      if (cell.ok) return cell.value;
      fail(column, cell.message);
      return undefined;
    };
    const f = columns.fixed;
    const sku = take("sku", cells.sku(text(f.sku)));
    const existing = sku === undefined ? undefined : catalog.parts.get(sku);
    if (sku !== undefined) {
      const first = skuRows.get(sku);
      if (first !== undefined) fail("sku", importMessages.duplicateSku(first));
      else skuRows.set(sku, row);
    }
    const mpn = take("mpn", cells.mpn(text(f.mpn)));
    const name = take("name", cells.name(text(f.name)));
    const des = take("description", cells.description(text(f.description)));
    let img = take("picture", cells.picture(text(f.picture)));
    if (img !== undefined && !catalog.isOwnPicture(img)) {
      fail("picture", "is not a picture of this shop");
      img = undefined;
    }
    const priceCents = take("price", cells.price(text(f.price)));
    const minQuantity = take("minimum", cells.whole(text(f.minimum), 1, 1_000_000));
    // Stock under the minimum is allowed, as orders leave it: the part shows 'Sold out'.
    const availableQuantity = take("stock", cells.whole(text(f.stock), 0, 10_000_000));
    const weightText = text(f.weight);
    const weightGrams =
      f.weight === undefined
        ? (existing?.weightGrams ?? null)
        : weightText === ""
          ? null
          : take("weight", cells.whole(weightText, 0, 1_000_000));

    const categorySlug = text(f.category);
    const category = categorySlug === "" ? undefined : catalog.categories.get(categorySlug);
    if (categorySlug !== "" && !category) fail("category", importMessages.unknownCategory(categorySlug.slice(0, 60)));
    const brandSlug = text(f.brand);
    const brandId = brandSlug === "" ? null : catalog.brands.get(brandSlug);
    if (brandId === undefined) fail("brand", importMessages.unknownBrand(brandSlug.slice(0, 60)));

    const familyKey = text(f.family);
    // An unknown category is one fault: its specifications and family are not checked against it.
    const categoryKnown = categorySlug === "" || category !== undefined;
    if (familyKey !== "" && categoryKnown) {
      const product = Object.fromEntries(PRODUCT_COLUMNS.map((c) => [c, text(f[c])]));
      const first = families.get(familyKey);
      if (!first) families.set(familyKey, { row, product });
      for (const c of PRODUCT_COLUMNS) {
        if (first && first.product[c] !== product[c]) fail(c, importMessages.familyDiffers(c, first.row));
      }
    }

    const options = { ...(existing?.options ?? {}) };
    for (const { name: option, index } of columns.options) {
      const value = text(index);
      delete options[option];
      if (value === "") continue;
      if (value.length > OPTION_VALUE_MAX || textFault(value, false))
        fail(`option.${option}`, importMessages.badOption);
      else options[option] = value;
    }

    const specs: Record<string, number | string> = {};
    // Values the file has no column for are kept, as far as the (new) category defines them.
    for (const [key, value] of Object.entries(existing?.specs ?? {})) if (category?.rules.has(key)) specs[key] = value;
    for (const { key, index } of columns.specs) {
      const value = text(index);
      delete specs[key];
      if (value === "" || !categoryKnown) continue;
      const rule = category?.rules.get(key);
      if (!rule) {
        fail(`spec.${key}`, category ? specMessages.unknownKey(key, category.name) : specMessages.uncategorized);
        continue;
      }
      try {
        specs[key] = filterValue(rule, value);
      } catch (err) {
        if (!(err instanceof DomainError)) throw err;
        fail(`spec.${key}`, err.message);
      }
    }

    if (errors.length > before) continue;
    planned.push({
      row,
      update: existing !== undefined,
      sku: sku as string,
      mpn: f.mpn === undefined ? (existing?.mpn ?? null) : (mpn ?? null),
      name: name as string,
      des: des as string,
      img: img as string,
      priceCents: priceCents as number,
      minQuantity: minQuantity as number,
      availableQuantity: availableQuantity as number,
      weightGrams: weightGrams ?? null,
      categoryId: category?.id ?? null,
      brandId: brandId ?? null,
      familyId: familyIdOf(familyKey, existing),
      options,
      specs,
    });
  }
  return { planned, errors };
}
