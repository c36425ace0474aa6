/*
 * The words of returns (issue 31) without zod, for the web app's pages: statuses, reasons and
 * the messages the server answers with.
 */

/** Requested, then Approved or Refused; an approved return is Received, then Refunded. */
export const RETURN_STATUSES = ["Requested", "Approved", "Refused", "Received", "Refunded"] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];

/** Why a part goes back, as the form offers it: the wire's code and the words shown. */
export const RETURN_REASONS = {
  wrong_standard: "Wrong size or standard",
  does_not_fit: "Does not fit my bike",
  damaged: "Arrived damaged or faulty",
  not_as_described: "Not as described",
  changed_mind: "Changed my mind",
  other: "Other",
} as const;
export type ReturnReason = keyof typeof RETURN_REASONS;

/** The longest note or refusal message, in characters. */
export const RETURN_NOTE_MAX = 1000;

export const returnMessages = {
  notShipped: "Only a shipped order can be returned",
  windowClosed: (days: number) => `Parts can be returned within ${days} days of shipping; this order's time is over`,
  returnNotFound: "No return has this id",
  unknownLine: (lineNo: number) => `The order has no line ${lineNo}`,
  tooMany: (lineNo: number, left: number) =>
    left === 0
      ? `Every unit of line ${lineNo} is already in a return`
      : `At most ${left} of line ${lineNo} can still be returned`,
  /** A transition asked of a return in another state. */
  wrongState: (action: string, status: string) => `This return is ${status}, so it cannot be ${action}`,
  refundUnreachable:
    "The payment provider could not be reached; the refund may be under way, so refund the return again to finish it",
  // The web app's form and toasts.
  chooseUnits: "Choose how many of a part to return",
  chooseReason: "Choose a reason",
  requested: "Your return has been requested",
  approved: "Return approved",
  refused: "Return refused",
  received: "Return marked received",
  refunded: "Return refunded",
} as const;
