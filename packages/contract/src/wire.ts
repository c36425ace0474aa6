import type { Options } from "./catalog/taxonomy.ts";
import type { DeleteResult, InsertResult, ModifyResult, Order, OrderCreate, OrderLine } from "./orders.ts";
import type { OrderStatus } from "./paging-rules.ts";

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

/** Integer cents, as the server keeps money, to the spec's dollars on the wire. */
export const dollars = (cents: number) => cents / 100;
/** Dollars from the wire (at most two decimals, checked by the schema) to integer cents. */
export const centsOf = (dollarsSent: number) => Math.round(dollarsSent * 100);

/** What the order form asks for, in the server's names (the form's userName is not used). */
export const orderRequestFromWire = (body: OrderCreate) => ({
  partId: body.productId,
  quantity: body.orderQuantity,
  phone: body.phone,
  address: body.address,
  shippingMethodId: body.shippingMethodId,
  country: body.country,
});

/** An order as the server shows it, in its own names: the part's copy as when ordered, in cents. */
export type ShownOrder = {
  id: string;
  invoiceNumber?: string;
  creditNotes?: { n: number; number: string }[];
  partId: string | null;
  userName: string;
  email: string;
  phone: string;
  address: string;
  orderQuantity: number;
  partName: string;
  partImg: string;
  partDes: string;
  partPriceCents: number;
  partMinQuantity: number;
  partAvailableQuantity: number;
  paid: boolean;
  transactionId?: string;
  status?: OrderStatus;
  expired: boolean;
  createdAt: string;
  holdUntil?: string;
  paidAt?: string;
  shippedAt?: string;
  lines: ShownOrderLine[];
  subtotalCents: number;
  shippingCents: number;
  taxCents: number;
  totalCents: number;
  pricesIncludeTax: boolean;
  shippingMethodName: string | null;
  country: string | null;
  discountCents: number;
  discountCode: string | null;
};

/** An order's line in the server's names, money in cents. */
export type ShownOrderLine = {
  partId: string | null;
  partName: string;
  partImg: string;
  partSku: string | null;
  partOptions: Options;
  unitPriceCents: number;
  quantity: number;
  netCents: number;
  taxCents: number;
  grossCents: number;
  discountCents: number;
};

const lineToWire = (l: ShownOrderLine): OrderLine => ({
  partId: l.partId,
  name: l.partName,
  img: l.partImg,
  sku: l.partSku,
  options: l.partOptions,
  unitPrice: dollars(l.unitPriceCents),
  quantity: l.quantity,
  net: dollars(l.netCents),
  tax: dollars(l.taxCents),
  gross: dollars(l.grossCents),
  discount: dollars(l.discountCents),
});

/** The order in the spec's names (its typo `productAvailabeQuantity` included), prices in dollars. */
export const orderToWire = (o: ShownOrder): Order => ({
  _id: o.id,
  productId: o.partId,
  userName: o.userName,
  email: o.email,
  phone: o.phone,
  address: o.address,
  orderQuantity: o.orderQuantity,
  productName: o.partName,
  productImg: o.partImg,
  productDes: o.partDes,
  productPrice: o.partPriceCents / 100,
  productMinQuantity: o.partMinQuantity,
  productAvailabeQuantity: o.partAvailableQuantity,
  totalPrice: dollars(o.subtotalCents),
  paid: o.paid,
  ...(o.transactionId && { transactionId: o.transactionId }),
  ...(o.status && { status: o.status }),
  expired: o.expired,
  createdAt: o.createdAt,
  ...(o.holdUntil && { holdUntil: o.holdUntil }),
  ...(o.paidAt && { paidAt: o.paidAt }),
  ...(o.shippedAt && { shippedAt: o.shippedAt }),
  lines: o.lines.map(lineToWire),
  subtotal: dollars(o.subtotalCents),
  discount: dollars(o.discountCents),
  shipping: dollars(o.shippingCents),
  tax: dollars(o.taxCents),
  total: dollars(o.totalCents),
  pricesIncludeTax: o.pricesIncludeTax,
  shippingMethod: o.shippingMethodName,
  country: o.country,
  discountCode: o.discountCode,
  ...(o.invoiceNumber && { invoiceNumber: o.invoiceNumber }),
  ...(o.creditNotes?.length && { creditNotes: o.creditNotes }),
});
