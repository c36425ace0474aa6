import { RETURN_REASONS, type ReturnReason } from "@shop/contract";
import type { Mail } from "./mailer.ts";
import { dollars, orderMail } from "./templates.ts";

/** What a return's mails tell (issue 31): whose it is, of which order, what goes back. */
export type ReturnFacts = {
  email: string;
  userName: string;
  /** The order's first part's name, as its other mails name it. */
  partName: string;
  reason: string;
  lines: { name: string; quantity: number }[];
  message?: string | null;
  refundCents?: number | null;
};

const what = (r: ReturnFacts) => r.lines.map((l) => `${l.quantity} x ${l.name}`).join(", ");
const reasonOf = (r: ReturnFacts) => RETURN_REASONS[r.reason as ReturnReason] ?? r.reason;

/** One mail per step of a return, each with a link to the customer's orders. */
export const returnMails = {
  requested: (r: ReturnFacts, link: string): Mail =>
    orderMail(
      r.email,
      `We received your return request for ${r.partName}`,
      [
        `Hello ${r.userName},`,
        `you asked to return ${what(r)} (${reasonOf(r)}).`,
        "We will look at it and write to you when it is approved.",
      ],
      link,
    ),
  approved: (r: ReturnFacts, link: string): Mail =>
    orderMail(
      r.email,
      `Your return of ${r.partName} was approved`,
      [
        `Hello ${r.userName},`,
        `your return of ${what(r)} was approved. Please send the parts back to us in their packaging.`,
        "We refund them once they have arrived.",
      ],
      link,
    ),
  refused: (r: ReturnFacts, link: string): Mail =>
    orderMail(
      r.email,
      `Your return of ${r.partName} was refused`,
      [`Hello ${r.userName},`, `we cannot accept the return of ${what(r)}.`, `Our reason: ${r.message ?? ""}`],
      link,
    ),
  received: (r: ReturnFacts, link: string): Mail =>
    orderMail(
      r.email,
      `We received your returned ${r.partName}`,
      [`Hello ${r.userName},`, `the returned ${what(r)} arrived. We refund them shortly.`],
      link,
    ),
  refunded: (r: ReturnFacts, link: string): Mail =>
    orderMail(
      r.email,
      `Your return of ${r.partName} was refunded`,
      [
        `Hello ${r.userName},`,
        `we refunded ${dollars(r.refundCents ?? 0)} to your card for the returned ${what(r)}.`,
        "Depending on your bank, the money takes a few days to show on your statement.",
      ],
      link,
    ),
};
export type ReturnMailKind = keyof typeof returnMails;
