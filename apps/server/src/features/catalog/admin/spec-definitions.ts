import {
  categoryAdminMessages,
  type SpecDefinition,
  type SpecDefinitionCreate,
  type SpecDefinitionUpdate,
  specAdminMessages,
} from "@shop/contract";
import { and, eq, sql } from "drizzle-orm";
import { type Db, rowsOf } from "../../../db/client.ts";
import { categories, specDefinitions } from "../../../db/schema.ts";
import { Conflict, InvalidInput, NotFound } from "../../../shared/domain-errors.ts";
import { specRulesOf, subtreeIds } from "../taxonomy.ts";

/*
 * A category's own specification definitions. A key is defined once along a path of the tree
 * (a part follows its category's and its ancestors'), and a definition is narrowed or deleted
 * only when no part of the category or below has a value it would no longer allow.
 */

async function categoryOf(db: Db, slug: string) {
  const [row] = await db
    .select({ id: categories.id, name: categories.name })
    .from(categories)
    .where(eq(categories.slug, slug));
  if (!row) throw new NotFound(categoryAdminMessages.notFound(slug));
  return row;
}

const shown = (slug: string, d: typeof specDefinitions.$inferSelect): SpecDefinition => ({
  key: d.key,
  label: d.label,
  kind: d.kind,
  unit: d.unit,
  choices: d.choices,
  category: slug,
});

export async function listSpecs(db: Db, slug: string): Promise<SpecDefinition[]> {
  const category = await categoryOf(db, slug);
  const rows = await db
    .select()
    .from(specDefinitions)
    .where(eq(specDefinitions.categoryId, category.id))
    .orderBy(specDefinitions.position, specDefinitions.key);
  return rows.map((d) => shown(slug, d));
}

/** Parts of the category or below with a value of `key` that `allowed` refuses (any value without it). */
async function partsWithValue(db: Db, categoryId: string, key: string, allowed?: readonly string[]) {
  const outside = allowed
    ? sql`and (specs ->> ${key}) not in (${sql.join(
        allowed.map((c) => sql`${c}`),
        sql`, `,
      )})`
    : sql``;
  const [row] = rowsOf<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from parts
      where category_id in ${subtreeIds(categoryId)} and (specs ->> ${key}) is not null ${outside}`),
  );
  return row?.n ?? 0;
}

export async function addSpec(db: Db, slug: string, body: SpecDefinitionCreate): Promise<SpecDefinition> {
  return db.transaction(async (tx) => {
    const category = await categoryOf(tx, slug);
    const onPath = (await specRulesOf(tx, category.id)).some((r) => r.key === body.key);
    const [below] = rowsOf<{ n: number }>(
      await tx.execute(sql`select count(*)::int as n from spec_definitions
        where key = ${body.key} and category_id in ${subtreeIds(category.id)}`),
    );
    if (onPath || (below?.n ?? 0) > 0) throw new Conflict(specAdminMessages.keyTaken(body.key));
    const [added] = await tx
      .insert(specDefinitions)
      .values({
        categoryId: category.id,
        ...body,
        position: sql`(select coalesce(max(position) + 1, 0) from spec_definitions where category_id = ${category.id})`,
      })
      .returning();
    if (!added) throw new Error("the definition could not be stored");
    return shown(slug, added);
  });
}

export async function updateSpec(db: Db, slug: string, key: string, change: SpecDefinitionUpdate) {
  return db.transaction(async (tx) => {
    const category = await categoryOf(tx, slug);
    const where = and(eq(specDefinitions.categoryId, category.id), eq(specDefinitions.key, key));
    const [current] = await tx.select().from(specDefinitions).where(where).for("update");
    if (!current) throw new NotFound(specAdminMessages.notFound(key, category.name));
    if (change.choices !== undefined) {
      if (current.kind !== "choice") throw new InvalidInput(specAdminMessages.notChoice(key));
      const left = await partsWithValue(tx, category.id, key, change.choices);
      if (left > 0) throw new Conflict(specAdminMessages.valuesLeft(left, key));
    }
    const [changed] = await tx
      .update(specDefinitions)
      .set({ label: change.label, unit: change.unit, choices: change.choices })
      .where(where)
      .returning();
    return shown(slug, changed ?? current);
  });
}

export async function deleteSpec(db: Db, slug: string, key: string): Promise<void> {
  await db.transaction(async (tx) => {
    const category = await categoryOf(tx, slug);
    const where = and(eq(specDefinitions.categoryId, category.id), eq(specDefinitions.key, key));
    const [current] = await tx.select({ id: specDefinitions.id }).from(specDefinitions).where(where).for("update");
    if (!current) throw new NotFound(specAdminMessages.notFound(key, category.name));
    const left = await partsWithValue(tx, category.id, key);
    if (left > 0) throw new Conflict(specAdminMessages.valuesLeft(left, key));
    await tx.delete(specDefinitions).where(where);
  });
}
