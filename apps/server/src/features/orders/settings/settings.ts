import {
  cartMessages,
  centsOf,
  dollars,
  SHIPPING_METHODS_MAX,
  type ShippingMethod,
  type ShippingMethodCreate,
  type ShippingMethodUpdate,
  type TaxSettings,
} from "@shop/contract";
import { asc, count, eq } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { shippingMethods, taxSettings } from "../../../db/schema.ts";
import { Conflict, InvalidInput, NotFound } from "../../../shared/domain-errors.ts";
import type { ShippingRule, TaxSettingsRow } from "../money/totals.ts";

/* The owner's shipping methods and tax settings (issue 29): few rows, read whole. */

export type ShippingMethodRow = typeof shippingMethods.$inferSelect;

/** The method as the money rules read it. */
export function ruleOf(m: ShippingMethodRow): ShippingRule {
  switch (m.kind) {
    case "flat":
      return { kind: "flat", priceCents: m.priceCents };
    case "freeAbove":
      return { kind: "freeAbove", priceCents: m.priceCents, freeAboveCents: m.freeAboveCents };
    case "weight":
      return { kind: "weight", bands: m.bands };
    case "pickup":
      return { kind: "pickup" };
  }
}

export const shippingMethodToWire = (m: ShippingMethodRow): ShippingMethod => ({
  _id: m.id,
  name: m.name,
  kind: m.kind,
  price: m.kind === "flat" || m.kind === "freeAbove" ? dollars(m.priceCents) : 0,
  freeAbove: m.kind === "freeAbove" && m.freeAboveCents !== null ? dollars(m.freeAboveCents) : null,
  bands:
    m.kind === "weight"
      ? [...m.bands]
          .sort((a, b) => a.upToGrams - b.upToGrams)
          .map((b) => ({ upToGrams: b.upToGrams, price: dollars(b.priceCents) }))
      : [],
  active: m.active,
  position: m.position,
});

/** The methods in list order: the active ones only, for customers. At most SHIPPING_METHODS_MAX exist. */
export function listShippingMethods(db: Db, activeOnly: boolean): Promise<ShippingMethodRow[]> {
  return db
    .select()
    .from(shippingMethods)
    .where(activeOnly ? eq(shippingMethods.active, true) : undefined)
    .orderBy(asc(shippingMethods.position), asc(shippingMethods.createdAt))
    .limit(SHIPPING_METHODS_MAX);
}

/** An active method by id, or NotFound (an inactive one is not offered). */
export async function offeredMethod(db: Db, id: string): Promise<ShippingMethodRow> {
  const [m] = await db.select().from(shippingMethods).where(eq(shippingMethods.id, id));
  return offered(m);
}

/** The method read, when customers may choose it. */
export function offered(m: ShippingMethodRow | null | undefined): ShippingMethodRow {
  if (!m?.active) throw new NotFound(cartMessages.shippingMethodNotFound);
  return m;
}

type MethodFields = Omit<ShippingMethodCreate, never>;

/** The row's fields from the wire's, checked as a whole: a kind needs what it prices by. */
function methodValues(f: MethodFields) {
  if (f.kind === "weight" && f.bands.length === 0) throw new InvalidInput(cartMessages.shippingBandsNeeded);
  if (f.kind === "freeAbove" && f.freeAbove === null) throw new InvalidInput(cartMessages.shippingFreeAboveNeeded);
  return {
    name: f.name,
    kind: f.kind,
    priceCents: centsOf(f.price),
    freeAboveCents: f.freeAbove === null ? null : centsOf(f.freeAbove),
    bands: f.bands.map((b) => ({ upToGrams: b.upToGrams, priceCents: centsOf(b.price) })),
    active: f.active,
    position: f.position,
  };
}

export async function addShippingMethod(db: Db, f: ShippingMethodCreate): Promise<ShippingMethodRow> {
  const values = methodValues(f);
  return db.transaction(async (tx) => {
    // Serialises adds, so two at once cannot pass the most the shop keeps.
    await tx.execute("lock table shipping_methods in share row exclusive mode");
    const [{ n } = { n: 0 }] = await tx.select({ n: count() }).from(shippingMethods);
    if (n >= SHIPPING_METHODS_MAX) throw new Conflict(cartMessages.shippingMethodsFull);
    const [row] = await tx.insert(shippingMethods).values(values).returning();
    return row as ShippingMethodRow;
  });
}

export async function updateShippingMethod(db: Db, id: string, f: ShippingMethodUpdate): Promise<ShippingMethodRow> {
  const [now] = await db.select().from(shippingMethods).where(eq(shippingMethods.id, id));
  if (!now) throw new NotFound(cartMessages.shippingMethodNotFound);
  const wire = shippingMethodToWire(now);
  const values = methodValues({ ...wire, ...f });
  const [row] = await db.update(shippingMethods).set(values).where(eq(shippingMethods.id, id)).returning();
  if (!row) throw new NotFound(cartMessages.shippingMethodNotFound);
  return row;
}

/** Orders keep the method's name, so a method can go whenever the owner likes. */
export async function deleteShippingMethod(db: Db, id: string): Promise<boolean> {
  const gone = await db.delete(shippingMethods).where(eq(shippingMethods.id, id)).returning({ id: shippingMethods.id });
  return gone.length > 0;
}

export async function readTaxSettings(db: Db): Promise<TaxSettingsRow> {
  const [row] = await db.select().from(taxSettings).where(eq(taxSettings.id, 1));
  return taxSettingsOr(row);
}

/** The tax settings' row as read; the migration writes it, so none is a shop that has never set tax: none. */
export const taxSettingsOr = (row: TaxSettingsRow | null | undefined): TaxSettingsRow =>
  row ?? { pricesIncludeTax: true, rateBp: 0, shippingTaxed: true, homeCountry: "US", countryRates: {} };

/** Percent (two decimals) to basis points and back. */
const bp = (percent: number) => Math.round(percent * 100);
const percent = (basisPoints: number) => basisPoints / 100;

export const taxSettingsToWire = (t: TaxSettingsRow): TaxSettings => ({
  pricesIncludeTax: t.pricesIncludeTax,
  rate: percent(t.rateBp),
  shippingTaxed: t.shippingTaxed,
  homeCountry: t.homeCountry,
  countryRates: Object.entries(t.countryRates)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([country, rate]) => ({ country, rate: percent(rate) })),
});

export async function writeTaxSettings(db: Db, t: TaxSettings): Promise<TaxSettingsRow> {
  const values = {
    pricesIncludeTax: t.pricesIncludeTax,
    rateBp: bp(t.rate),
    shippingTaxed: t.shippingTaxed,
    homeCountry: t.homeCountry,
    countryRates: Object.fromEntries(t.countryRates.map((r) => [r.country, bp(r.rate)])),
  };
  const [row] = await db
    .insert(taxSettings)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: taxSettings.id, set: values })
    .returning();
  return row as TaxSettingsRow;
}
