import { fitMessages, GARAGE_MAX, type GarageAdd, type GarageBike, type Standards } from "@shop/contract";
import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { bikeModels, garageBikes } from "../../db/schema.ts";
import { Conflict, InvalidInput, NotFound } from "../../shared/domain-errors.ts";
import { readFitData } from "./fit-data.ts";
import { checkStandards } from "./standards.ts";

/*
 * A customer's garage (issue 32): their bikes, by account id, never another's. Adding the same
 * model, or the same standards by hand, again answers the bike already there, so a visitor's
 * bikes sent at sign-in merge without twins. The first bike is the active one; making another
 * active clears the old one in the same statement's transaction.
 */

const shown = (row: {
  id: string;
  name: string;
  active: boolean;
  standards: Standards;
  model: { id: string; brand: string; model: string; year: number; standards: Standards } | null;
}): GarageBike => ({
  _id: row.id,
  name: row.name,
  bike: row.model && { _id: row.model.id, brand: row.model.brand, model: row.model.model, year: row.model.year },
  standards: row.model ? row.model.standards : row.standards,
  active: row.active,
});

export async function listGarage(db: Db, userId: string): Promise<GarageBike[]> {
  const rows = await db
    .select({ bike: garageBikes, model: bikeModels })
    .from(garageBikes)
    .leftJoin(bikeModels, eq(bikeModels.id, garageBikes.bikeModelId))
    .where(eq(garageBikes.userId, userId))
    .orderBy(asc(garageBikes.createdAt), asc(garageBikes.id))
    .limit(GARAGE_MAX);
  return rows.map(({ bike, model }) => shown({ ...bike, model }));
}

const sameStandards = (a: Standards, b: Standards) =>
  JSON.stringify(Object.entries(a).sort()) === JSON.stringify(Object.entries(b).sort());

/** Adds a bike, or answers the same one already there; `created` says which. */
export async function addToGarage(db: Db, userId: string, add: GarageAdd) {
  const data = add.standards ? await readFitData(db) : undefined;
  const standards = add.standards && data ? checkStandards(add.standards, data.standards) : {};
  const model = add.bike ? (await db.select().from(bikeModels).where(eq(bikeModels.id, add.bike)))[0] : undefined;
  if (add.bike && !model) throw new InvalidInput(fitMessages.unknownBike(add.bike));
  return db.transaction(async (tx) => {
    // One garage at a time: two sign-ins merging at once must not both pass the count.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`garage:${userId}`}))`);
    const mine = await listGarage(tx, userId);
    const twin = mine.find((b) =>
      model ? b.bike?._id === model.id : b.bike === null && sameStandards(b.standards, standards),
    );
    if (twin) {
      if (add.active && !twin.active) await activate(tx, userId, twin._id);
      return { created: false, bike: (await listGarage(tx, userId)).find((b) => b._id === twin._id) ?? twin };
    }
    if (mine.length >= GARAGE_MAX) throw new Conflict(fitMessages.garageFull(GARAGE_MAX));
    const active = add.active === true || mine.length === 0;
    if (active) await tx.update(garageBikes).set({ active: false }).where(eq(garageBikes.userId, userId));
    const name = add.name || (model ? `${model.brand} ${model.model} ${model.year}` : "My bike");
    const [row] = await tx
      .insert(garageBikes)
      .values({ userId, name, bikeModelId: model?.id ?? null, standards, active })
      .returning();
    if (!row) throw new Error("The insert answered no row");
    return { created: true, bike: shown({ ...row, model: model ?? null }) };
  });
}

async function activate(db: Db, userId: string, id: string) {
  await db.update(garageBikes).set({ active: false }).where(eq(garageBikes.userId, userId));
  await db
    .update(garageBikes)
    .set({ active: true })
    .where(and(eq(garageBikes.userId, userId), eq(garageBikes.id, id)));
}

export async function makeActive(db: Db, userId: string, id: string): Promise<GarageBike> {
  return db.transaction(async (tx) => {
    const [own] = await tx
      .select({ id: garageBikes.id })
      .from(garageBikes)
      .where(and(eq(garageBikes.userId, userId), eq(garageBikes.id, id)));
    if (!own) throw new NotFound(fitMessages.unknownGarageBike);
    await activate(tx, userId, id);
    const bike = (await listGarage(tx, userId)).find((b) => b._id === id);
    if (!bike) throw new NotFound(fitMessages.unknownGarageBike);
    return bike;
  });
}

/** Removes a bike of the caller's; the oldest left becomes active if the active one went. */
export async function removeFromGarage(db: Db, userId: string, id: string) {
  return db.transaction(async (tx) => {
    const [gone] = await tx
      .delete(garageBikes)
      .where(and(eq(garageBikes.userId, userId), eq(garageBikes.id, id)))
      .returning({ active: garageBikes.active });
    if (!gone) throw new NotFound(fitMessages.unknownGarageBike);
    if (gone.active) {
      const [next] = await listGarage(tx, userId);
      if (next) await activate(tx, userId, next._id);
    }
  });
}
