import type { DeleteResult, InsertResult, ModifyResult, OrderCreate } from "./orders.ts";

/*
 * The spec's wire names, translated once, here, so the server speaks its own names inside: a
 * part (the spec's "product"), whether a change happened (the spec's MongoDB-style counts).
 */

/** A new record's answer. */
export const insertedAnswer = (id: string): InsertResult => ({ acknowledged: true, insertedId: id });

/** The answer to a change of one record that exists: `changed` is false when it was so already. */
export const modifiedAnswer = (changed: boolean): ModifyResult => ({
  acknowledged: true,
  matchedCount: 1,
  modifiedCount: changed ? 1 : 0,
});

/** The answer to deleting one record: `deleted` is false when there was nothing to delete. */
export const deletedAnswer = (deleted: boolean): DeleteResult => ({
  acknowledged: true,
  deletedCount: deleted ? 1 : 0,
});

/** What the order form asks for, in the server's names (the form's userName is not used). */
export const orderRequestFromWire = (body: OrderCreate) => ({
  partId: body.productId,
  quantity: body.orderQuantity,
  phone: body.phone,
  address: body.address,
});
