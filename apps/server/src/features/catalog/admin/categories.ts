import {
  type AdminCategory,
  CATEGORIES_MAX,
  type CategoryCreate,
  type CategoryUpdate,
  categoryAdminMessages,
  categoryMessages,
} from "@shop/contract";
import { eq, sql } from "drizzle-orm";
import { type Db, rowsOf } from "../../../db/client.ts";
import { categories } from "../../../db/schema.ts";
import { Conflict, InvalidInput, NotFound } from "../../../shared/domain-errors.ts";
import { assertParentAllowed } from "../taxonomy.ts";

/*
 * The owner's category tree. A tree is at most CATEGORIES_MAX rows, so the admin reads it whole;
 * each count is one range of an index (parts by category, categories by parent).
 */

const shown = sql`select c.slug, c.name, c.description, p.slug as parent,
    (select count(*)::int from parts where parts.category_id = c.id) as parts,
    (select count(*)::int from categories s where s.parent_id = c.id) as subcategories
  from categories c left join categories p on p.id = c.parent_id`;

export async function listCategories(db: Db): Promise<AdminCategory[]> {
  return rowsOf<AdminCategory>(await db.execute(sql`${shown} order by c.position, c.name, c.slug`));
}

async function categoryShown(db: Db, slug: string): Promise<AdminCategory> {
  const [row] = rowsOf<AdminCategory>(await db.execute(sql`${shown} where c.slug = ${slug}`));
  if (!row) throw new NotFound(categoryAdminMessages.notFound(slug));
  return row;
}

async function idOf(db: Db, slug: string): Promise<string | undefined> {
  const [row] = await db.select({ id: categories.id }).from(categories).where(eq(categories.slug, slug));
  return row?.id;
}

/** A parent named by slug must exist: an unknown one is the caller's mistake (400). */
async function parentIdOf(db: Db, parent: string | null): Promise<string | null> {
  if (parent === null) return null;
  const id = await idOf(db, parent);
  if (!id) throw new InvalidInput(categoryMessages.unknownCategory(parent));
  return id;
}

export async function addCategory(db: Db, body: CategoryCreate): Promise<AdminCategory> {
  return db.transaction(async (tx) => {
    const [counted] = await tx.select({ n: sql<number>`count(*)::int` }).from(categories);
    if ((counted?.n ?? 0) >= CATEGORIES_MAX) throw new Conflict(categoryAdminMessages.tooMany);
    const parentId = await parentIdOf(tx, body.parent);
    const [added] = await tx
      .insert(categories)
      .values({
        slug: body.slug,
        name: body.name,
        description: body.description,
        parentId,
        // After every category there is: the tree lists it last among its siblings.
        position: sql`(select coalesce(max(position) + 1, 0) from categories)`,
      })
      .onConflictDoNothing({ target: categories.slug })
      .returning({ id: categories.id });
    if (!added) throw new Conflict(categoryAdminMessages.slugTaken(body.slug));
    return categoryShown(tx, body.slug);
  });
}

/** Renames, describes or moves a category; a move that would make a loop is refused. */
export async function updateCategory(db: Db, slug: string, change: CategoryUpdate): Promise<AdminCategory> {
  return db.transaction(async (tx) => {
    const id = await idOf(tx, slug);
    if (!id) throw new NotFound(categoryAdminMessages.notFound(slug));
    let parentId: string | null | undefined;
    if (change.parent !== undefined) {
      parentId = await parentIdOf(tx, change.parent);
      if (parentId === id) throw new InvalidInput(categoryMessages.underItself);
      await assertParentAllowed(tx, id, parentId);
    }
    await tx
      .update(categories)
      .set({ name: change.name, description: change.description, parentId })
      .where(eq(categories.id, id));
    return categoryShown(tx, slug);
  });
}

/** Deletes a category only while it has no parts and no subcategories, checked in the statement. */
export async function deleteCategory(db: Db, slug: string): Promise<void> {
  const gone = rowsOf<{ id: string }>(
    await db.execute(sql`delete from categories c where c.slug = ${slug}
      and not exists (select 1 from parts where parts.category_id = c.id)
      and not exists (select 1 from categories s where s.parent_id = c.id)
      returning c.id`),
  );
  if (gone.length > 0) return;
  const left = await categoryShown(db, slug);
  throw new Conflict(categoryAdminMessages.notEmpty(left.parts, left.subcategories));
}
