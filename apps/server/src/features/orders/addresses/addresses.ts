import {
  ADDRESSES_MAX,
  type AddressBook,
  type AddressCreate,
  type AddressUpdate,
  cartMessages,
  type SavedAddress,
} from "@shop/contract";
import { and, asc, count, desc, eq, ne } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { addresses, orders } from "../../../db/schema.ts";
import { Conflict, InvalidInput, NotFound } from "../../../shared/domain-errors.ts";
import { lockAccount } from "../cart/cart.ts";

/*
 * An account's address book (issue 29): at most ADDRESSES_MAX addresses, one of them the default
 * (a unique index keeps it one); the checkout form starts with the default, else the phone and
 * address of the account's last order.
 */

type AddressRow = typeof addresses.$inferSelect;

const toWire = (a: AddressRow): SavedAddress => ({
  _id: a.id,
  label: a.label,
  phone: a.phone,
  address: a.address,
  country: a.country,
  isDefault: a.isDefault,
});

export async function addressBook(db: Db, userId: string): Promise<AddressBook> {
  const rows = await db
    .select()
    .from(addresses)
    .where(eq(addresses.userId, userId))
    .orderBy(desc(addresses.isDefault), asc(addresses.createdAt), asc(addresses.id))
    .limit(ADDRESSES_MAX);
  const chosen = rows.find((a) => a.isDefault);
  if (chosen) {
    return {
      addresses: rows.map(toWire),
      prefill: { phone: chosen.phone, address: chosen.address, country: chosen.country },
    };
  }
  // The account's newest order, one row of its (user, created) index.
  const [last] = await db
    .select({ phone: orders.phone, address: orders.address, country: orders.country })
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(1);
  return {
    addresses: rows.map(toWire),
    prefill: last ? { phone: last.phone, address: last.address, country: last.country } : null,
  };
}

const unsetDefault = (db: Db, userId: string) =>
  db
    .update(addresses)
    .set({ isDefault: false })
    .where(and(eq(addresses.userId, userId), eq(addresses.isDefault, true)));

export async function addAddress(db: Db, userId: string, a: AddressCreate): Promise<SavedAddress> {
  return db.transaction(async (tx) => {
    await lockAccount(tx, userId);
    const [{ n } = { n: 0 }] = await tx.select({ n: count() }).from(addresses).where(eq(addresses.userId, userId));
    if (n >= ADDRESSES_MAX) throw new Conflict(cartMessages.addressBookFull);
    const isDefault = n === 0 || a.isDefault;
    if (isDefault) await unsetDefault(tx, userId);
    const [row] = await tx
      .insert(addresses)
      .values({ userId, label: a.label, phone: a.phone, address: a.address, country: a.country ?? null, isDefault })
      .returning();
    return toWire(row as AddressRow);
  });
}

export async function updateAddress(db: Db, userId: string, id: string, a: AddressUpdate): Promise<SavedAddress> {
  return db.transaction(async (tx) => {
    await lockAccount(tx, userId);
    const [now] = await tx
      .select()
      .from(addresses)
      .where(and(eq(addresses.id, id), eq(addresses.userId, userId)));
    if (!now) throw new NotFound(cartMessages.addressNotFound);
    if (a.isDefault === false && now.isDefault) throw new InvalidInput(cartMessages.addressDefaultNeeded);
    if (a.isDefault && !now.isDefault) await unsetDefault(tx, userId);
    const [row] = await tx.update(addresses).set(a).where(eq(addresses.id, id)).returning();
    return toWire(row as AddressRow);
  });
}

/** Deletes one of the caller's addresses (NotFound for any other); the default's place goes to the oldest left. */
export async function deleteAddress(db: Db, userId: string, id: string): Promise<void> {
  return db.transaction(async (tx) => {
    await lockAccount(tx, userId);
    const [gone] = await tx
      .delete(addresses)
      .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
      .returning();
    if (!gone) throw new NotFound(cartMessages.addressNotFound);
    if (gone.isDefault) {
      const [next] = await tx
        .select({ id: addresses.id })
        .from(addresses)
        .where(and(eq(addresses.userId, userId), ne(addresses.id, id)))
        .orderBy(asc(addresses.createdAt), asc(addresses.id))
        .limit(1);
      if (next) await tx.update(addresses).set({ isDefault: true }).where(eq(addresses.id, next.id));
    }
  });
}
