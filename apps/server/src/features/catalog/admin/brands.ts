import {
  type AdminBrand,
  BRANDS_PAGE,
  type BrandCreate,
  type BrandsQuery,
  type BrandUpdate,
  brandAdminMessages,
  messages,
} from "@shop/contract";
import { eq, sql } from "drizzle-orm";
import { type Db, rowsOf } from "../../../db/client.ts";
import { brands } from "../../../db/schema.ts";
import { Conflict, InvalidInput, NotFound } from "../../../shared/domain-errors.ts";
import type { Page } from "../../../shared/paging.ts";

/*
 * The owner's brands, in slug order, a page at a time after the last slug of the page before
 * (the unique index on slug makes each page one range); each count is one range of parts' index.
 */

const shown = sql`select b.slug, b.name, (select count(*)::int from parts where parts.brand_id = b.id) as parts
  from brands b`;

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const cursorOf = (slug: string) => Buffer.from(slug).toString("base64url");
function slugAfter(cursor: string | undefined): string | undefined {
  if (cursor === undefined) return undefined;
  const slug = Buffer.from(cursor, "base64url").toString("latin1");
  if (!SLUG.test(slug)) throw new InvalidInput(messages.badCursor);
  return slug;
}

export async function listBrands(db: Db, query: BrandsQuery): Promise<Page<AdminBrand>> {
  const limit = query.limit ?? BRANDS_PAGE;
  const after = slugAfter(query.cursor);
  const rows = rowsOf<AdminBrand>(
    await db.execute(sql`${shown} ${after === undefined ? sql`` : sql`where b.slug > ${after}`}
      order by b.slug limit ${limit + 1}`),
  );
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  return { items, next: rows.length > limit && last ? cursorOf(last.slug) : undefined };
}

async function brandShown(db: Db, slug: string): Promise<AdminBrand> {
  const [row] = rowsOf<AdminBrand>(await db.execute(sql`${shown} where b.slug = ${slug}`));
  if (!row) throw new NotFound(brandAdminMessages.notFound(slug));
  return row;
}

export async function addBrand(db: Db, body: BrandCreate): Promise<AdminBrand> {
  const [added] = await db
    .insert(brands)
    .values(body)
    .onConflictDoNothing({ target: brands.slug })
    .returning({ id: brands.id });
  if (!added) throw new Conflict(brandAdminMessages.slugTaken(body.slug));
  return brandShown(db, body.slug);
}

/** Renames a brand; its parts' search documents follow (a trigger, migration 0013). */
export async function renameBrand(db: Db, slug: string, change: BrandUpdate): Promise<AdminBrand> {
  const [row] = await db
    .update(brands)
    .set({ name: change.name })
    .where(eq(brands.slug, slug))
    .returning({ id: brands.id });
  if (!row) throw new NotFound(brandAdminMessages.notFound(slug));
  return brandShown(db, slug);
}

/** Deletes a brand only while no part has it, checked in the statement. */
export async function deleteBrand(db: Db, slug: string): Promise<void> {
  const gone = rowsOf<{ id: string }>(
    await db.execute(sql`delete from brands b where b.slug = ${slug}
      and not exists (select 1 from parts where parts.brand_id = b.id) returning b.id`),
  );
  if (gone.length > 0) return;
  throw new Conflict(brandAdminMessages.inUse((await brandShown(db, slug)).parts));
}
