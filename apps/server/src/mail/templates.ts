import { messages } from "@shop/contract";
import type { Mail } from "./mailer.ts";

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

/** A mail with one call to action; the same words in the text and the HTML part. */
function linkMail(to: string, subject: string, intro: string, action: string, link: string): Mail {
  const shop = messages.productName;
  return {
    to,
    subject,
    link,
    text: `${intro}\n\n${action}: ${link}\n\nIf you did not ask for this, ignore this mail.\n\n${shop}`,
    html: `<p>${escapeHtml(intro)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(action)}</a></p><p>If you did not ask for this, ignore this mail.</p><p>${escapeHtml(shop)}</p>`,
  };
}

export const verificationMail = (to: string, name: string, link: string) =>
  linkMail(
    to,
    `Verify your e-mail address for ${messages.productName}`,
    `Hello ${name}, welcome to ${messages.productName}. Please confirm that this address is yours. The link works for one hour.`,
    "Verify my e-mail address",
    link,
  );

export const resetPasswordMail = (to: string, name: string, link: string) =>
  linkMail(
    to,
    `Reset your ${messages.productName} password`,
    `Hello ${name}, someone asked to reset the password of this account. The link works once, for one hour.`,
    "Choose a new password",
    link,
  );

/** Sign-up answers an address that has an account as it answers a new one; this mail says what happened. */
export const accountExistsMail = (to: string, name: string, loginLink: string) =>
  linkMail(
    to,
    `Someone tried to sign up at ${messages.productName} with your address`,
    `Hello ${name}, someone just tried to make a new account with this e-mail address, which already has one. No new account was made and nothing was changed. If it was you, sign in with your password, or ask for a new one on the login page if you forgot it.`,
    "Sign in or reset your password",
    loginLink,
  );

/** A visitor asked to be told of a restock: the one mail sent before the address is confirmed. */
export const stockAlertConfirmMail = (to: string, partName: string, link: string, hours: number) =>
  linkMail(
    to,
    `Confirm your alert for ${partName}`,
    `Someone, we hope you, asked ${messages.productName} to e-mail this address once when ${partName} is back in stock. Confirm it and we will; without your confirmation we will not write again. The link works for ${hours} hours.`,
    "Yes, tell me when it is back",
    link,
  );

type BackInStockFacts = { email: string; partName: string; unsubscribeLink: string };

/** The restock itself: a link to the part, and one to stop further alerts without signing in. */
export function backInStockMail(f: BackInStockFacts, link: string): Mail {
  const shop = messages.productName;
  const intro = `${f.partName} is back in stock at ${shop}. You asked us to tell you once, so this is the only mail about it unless you ask again.`;
  return {
    to: f.email,
    subject: `${f.partName} is back in stock`,
    link,
    text: `${intro}\n\nOrder it here: ${link}\n\nNo more alerts about this part: ${f.unsubscribeLink}\n\n${shop}`,
    html: `<p>${escapeHtml(intro)}</p><p><a href="${escapeHtml(link)}">Order it here</a></p><p><a href="${escapeHtml(f.unsubscribeLink)}">Unsubscribe</a></p><p>${escapeHtml(shop)}</p>`,
  };
}

export const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/** A plain notice about an order: a greeting, the lines, a link to the user's orders. */
export function orderMail(to: string, subject: string, lines: string[], link: string): Mail {
  const shop = messages.productName;
  return {
    to,
    subject,
    link,
    text: `${lines.join("\n")}\n\nYour orders: ${link}\n\n${shop}`,
    html: `${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join("")}<p><a href="${escapeHtml(link)}">Your orders</a></p><p>${escapeHtml(shop)}</p>`,
  };
}

type OrderFacts = {
  email: string;
  userName: string;
  partName: string;
  orderQuantity: number;
  totalCents: number;
  /** A checkout's order (issue 29): its lines and totals; absent on a single-part order's facts. */
  lines?: { name: string; quantity: number; priceCents: number }[];
  subtotalCents?: number;
  shippingCents?: number;
  taxCents?: number;
  /** Issue 31: the discount code used and what it took off; absent without one. */
  discountCode?: string | null;
  discountCents?: number;
};

/** A checkout's lines and totals, one per mail line. */
const linesAndTotals = (o: OrderFacts) =>
  o.lines
    ? [
        ...o.lines.map((l) => `${l.quantity} x ${l.name}: ${dollars(l.priceCents)}`),
        `Subtotal: ${dollars(o.subtotalCents ?? 0)}`,
        ...(o.discountCode ? [`Discount (${o.discountCode}): -${dollars(o.discountCents ?? 0)}`] : []),
        `Shipping: ${dollars(o.shippingCents ?? 0)}`,
        `Tax: ${dollars(o.taxCents ?? 0)}`,
        `Total: ${dollars(o.totalCents)}`,
      ]
    : [];

export const orderReceivedMail = (o: OrderFacts, link: string) =>
  orderMail(
    o.email,
    o.lines ? `We received your order of ${o.lines.length} parts` : `We received your order of ${o.partName}`,
    [
      `Hello ${o.userName},`,
      o.lines
        ? `thank you for your order of ${o.lines.length} parts (${dollars(o.totalCents)}):`
        : `thank you for ordering ${o.orderQuantity} x ${o.partName} (${dollars(o.totalCents)}).`,
      ...linesAndTotals(o),
      "The units are reserved for you; pay for the order from your dashboard and we will ship it.",
    ],
    link,
  );

export const paymentReceiptMail = (o: OrderFacts & { transactionId: string }, link: string) =>
  orderMail(
    o.email,
    `Payment receipt for ${o.partName}`,
    [
      `Hello ${o.userName},`,
      `we received ${dollars(o.totalCents)} for ${o.orderQuantity} x ${o.partName}.`,
      `Transaction id: ${o.transactionId}`,
    ],
    link,
  );

export const orderShippedMail = (o: OrderFacts, link: string) =>
  orderMail(
    o.email,
    `Your order of ${o.partName} has shipped`,
    [`Hello ${o.userName},`, `your ${o.orderQuantity} x ${o.partName} is on its way.`],
    link,
  );

export const orderRefundedMail = (o: OrderFacts, link: string) =>
  orderMail(
    o.email,
    `Your order of ${o.partName} was refunded`,
    [
      `Hello ${o.userName},`,
      `we cancelled your order of ${o.orderQuantity} x ${o.partName} and refunded ${dollars(o.totalCents)} to your card.`,
      "Depending on your bank, the money takes a few days to show on your statement.",
    ],
    link,
  );

/**
 * The mails queued as a template's name and its facts rather than drawn (decision 0021): the
 * statement that places an order queues its mail itself, in SQL, and the worker draws it here
 * when it sends it, with the same words as if it had been drawn at once.
 */
const templates = {
  orderReceived: (facts: unknown, link: string) => orderReceivedMail(facts as OrderFacts, link),
  // Queued by the restock trigger on `parts` (migration 0029), one per waiting alert.
  backInStock: (facts: unknown, link: string) => backInStockMail(facts as BackInStockFacts, link),
} satisfies Record<string, (facts: unknown, link: string) => Mail>;

export type MailTemplate = keyof typeof templates;

/** Draws a queued template; an unknown name (a newer server's mail) fails the try, to be retried. */
export function drawTemplate(template: string, facts: unknown, link: string): Mail {
  if (!Object.hasOwn(templates, template)) throw new Error(`no mail template named ${template}`);
  return templates[template as MailTemplate](facts, link);
}
