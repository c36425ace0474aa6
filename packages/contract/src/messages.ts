import type { OrderEventName } from "./orders.ts";

/** Every user-facing text that the server and the web app both need lives here. */
export const messages = {
  productName: "Bike Parts Hub",
  partNotFound: "No part has this id",
  routeNotFound: "No API route matches this path",
  requestRefused: "This request cannot be answered",
  fileNotFound: "There is no file at this path",
  internal: "Something went wrong on our side; please try again",
  databaseUnavailable:
    "The shop cannot reach its database right now; nothing was changed, please try again in a moment",
  paymentProviderUnavailable:
    "The payment provider did not answer; nothing was charged twice, so please try again in a moment",
  storageFull: "The shop's disk is full, so nothing was saved; please try again later",
  metricsTokenInvalid: "This address needs the metrics token (METRICS_TOKEN) as a bearer token",
  userNotFound: "No user has this e-mail address",
  badEmail: "The e-mail address is not valid",
  tokenMissing: "Please sign in: this call needs an access token",
  tokenInvalid: "Your access token is invalid or has expired; please sign in again",
  notYourAccount: "You may only see or change your own account",
  adminOnly: "Only an administrator may do this",
  sessionMissing: "You are not signed in",
  sessionOtherEmail: "You are signed in with another e-mail address",
  noUserLoggedIn: "No user is logged in",
  googleNotConfigured: "Google sign-in is not set up for this shop yet. Please sign in with your e-mail address.",
  orderNotFound: "No order has this id",
  invoiceNotFound: "This order has no invoice",
  creditNoteNotFound: "This order has no such credit note",
  creditNoteTooMuch: "A credit note cannot give back more than its invoice's line or shipping",
  creditNoteEmpty: "A credit note needs at least one line or some shipping",
  orderPaidCannotDelete: "A paid order cannot be deleted",
  orderAlreadyPaid: "This order is already paid",
  orderPaymentUnderway: "This order's payment is under way or done, so the order cannot be deleted",
  orderExpired: "This order has expired: its units went back in stock and it can no longer be paid",
  orderExpiredRefunded: "This order expired before its payment arrived, so the payment has been refunded",
  paymentCanceled: "This payment was cancelled and can no longer be charged.",
  orderNotPaid: "Only a paid order can be shipped",
  orderRefundedCannotShip: "A refunded order cannot be shipped",
  orderRefundUnderway: "A refund of this order is under way; refund it again to finish it",
  refundNotPaid: "Only a paid order can be refunded",
  refundExpired: "This order expired unpaid, so there is nothing to refund",
  refundShipped: "A shipped order cannot be refunded",
  refundUnreachable:
    "The payment provider could not be reached; the refund may be under way, so refund the order again to finish it",
  paymentNotVerified: "The payment could not be verified for this order",
  paymentIntentUnknown: "No payment has this client secret",
  paymentAlreadySucceeded: "This payment has already succeeded.",
  webhookSignatureInvalid: "The webhook signature is not valid",
  userIdNotFound: "No user has this id",
  adminCannotBeDeleted: "An administrator cannot be deleted",
  imageMissing: "Send the picture as a file in the form field 'image'",
  imageType: "Only JPEG, PNG, WebP, GIF or AVIF pictures can be uploaded",
  imageUnreadable: "The file is not a readable picture",
  imageTooLarge: "Pictures may be at most 5 MB",
  imageTooManyPixels: "Pictures may be at most 40 megapixels and 12,000 pixels on a side",
  accountPictureRefused: "The shop keeps no account pictures: send no image",
  pictureNotOurs: "Image must be a picture uploaded to this shop or one of its own pictures",
  badPercentEncoding: "The address has a %-escape that does not stand for UTF-8 text",
  badCursor: "The page cursor is not valid; start again from the first page",
  loadFailed: "Could not load this. Please check your connection and try again.",
  minAboveStock: "Minimum Quantity cannot be more than Available Quantity",
  nothingToUpdate: "Send at least one field to change",
} as const;

/** Text that no field may hold, wherever it is sent (decision 0011); `where` names the place. */
export const controlCharacterIn = (where: string) =>
  `${where} contains a control character (such as NUL), which no field may hold`;
export const unpairedSurrogateIn = (where: string) =>
  `${where} contains half of a Unicode surrogate pair, which no field may hold`;
export const tooLongIn = (where: string, max: number) => `${where} is longer than ${max} characters`;
export const tooDeep = (max: number) => `The body nests objects or arrays more than ${max} levels deep`;

/** The header, and the words in a 5xx answer's message, that name the request for the shop's log. */
export const REQUEST_ID_HEADER = "x-request-id";
export const withRequestId = (message: string, requestId: string) => `${message} (request ${requestId})`;

/** The order form's quantity rules, as the spec words them (the server answers the same). */
export const orderAtLeast = (min: number) => `You have to order at least ${min} products`;
export const orderAtMost = (available: number) => `You can order highest ${available} products`;
export const orderPlaced = (n: number) => `Order ${n} Product's Successfully`;

/**
 * A full cart, on its own too: the browser's cart (on every page's scripts) says it without
 * bringing every cart message along.
 */
export const cartFull = "A cart holds at most 50 lines: check out or remove a line first";
/** The cart and checkout (issue 29). */
export const cartMessages = {
  cartEmpty: "Your cart is empty: add a part before checking out",
  cartFull,
  shippingMethodNotFound: "No shipping method has this id",
  shippingMethodUnavailable: "This shipping method is not offered for these parts: choose another",
  noShippingMethod: "The shop offers no shipping method yet, so nothing can be ordered",
  shippingMethodsFull: "The shop has as many shipping methods as it may have: delete one first",
  shippingBandsNeeded: "A weight method needs at least one weight band",
  shippingFreeAboveNeeded: "A free-above method needs the subtotal it is free from",
  addressNotFound: "No address of yours has this id",
  addressBookFull: "Your address book is full: delete an address first",
  addressDefaultNeeded: "One address is always the default: make another one the default instead",
  checkoutUnderway: "This cart is being checked out already",
} as const;

/** A checkout refused for one line names it first: "Chain CN-M8100: You can order highest 3 products". */
export const lineRefused = (partName: string, reason: string) => `${partName}: ${reason}`;
/** The cart's notices: said once, when the cart is next shown. */
export const cartLineRemoved = (partName: string) => `${partName} is no longer sold, so it was taken out of your cart`;
export const cartLineLowered = (partName: string, quantity: number) =>
  `Only ${quantity} of ${partName} can be ordered now, so its quantity was lowered to ${quantity}`;
export const cartLineSoldOut = (partName: string) =>
  `${partName} is sold out for now, so it was taken out of your cart`;
export const cartLineRaised = (partName: string, min: number) =>
  `${partName} is sold at least ${min} at a time, so its quantity was raised to ${min}`;
export const cartPriceChanged = (partName: string, before: string, now: string) =>
  `The price of ${partName} changed from ${before} to ${now} since you added it`;

/**
 * What one account's unpaid orders may hold (decision 0026): a refusal names the limit and the
 * way out, paying for or deleting an unpaid order.
 */
export const unpaidOrdersLimit = (most: number) =>
  `You have ${most} unpaid orders, the most one account may have at once: pay for or delete one of them first`;
export const unpaidShareLimit = (most: number, sharePercent: number, held: number) =>
  `Unpaid orders of one account may hold at most ${most} units of this part (${sharePercent}% of its stock)` +
  (held > 0 ? `, and yours hold ${held} already` : "") +
  ": order fewer, or pay for or delete an unpaid order first";

/** A refund the payment provider said no to leaves the order as it was; its reason is shown. */
/** An order's history's steps (the admin's order page). */
export const orderEventLabels: Record<OrderEventName, string> = {
  placed: "Placed",
  expired: "Expired",
  paid: "Paid",
  refundAsked: "Refund asked",
  refundRefused: "Refund refused",
  refunded: "Refunded",
  shipped: "Shipped",
};

export const refundRefused = (reason: string) => `The payment provider refused the refund: ${reason}`;

/** A payment came after its order expired, and giving it back failed: the shop must do it by hand. */
export const orderExpiredRefundRefused = (reason: string) =>
  `This order expired before its payment arrived, and the payment provider refused to refund it (${reason}). The shop has been told and will refund you.`;

/**
 * What sign-up says when it did not sign anyone in: the address already had an account, and its
 * owner got a mail saying so. The same words would suit any address, so they tell a stranger nothing.
 */
export const signUpCheckMail = (email: string) =>
  `Please check your e-mail: we have sent a message to ${email} about your account.`;

/** Page titles: '<page name> - <product name>', as the spec asks. */
export const pageTitle = (page: string) => `${page} - ${messages.productName}`;
