/**
 * The words of back-in-stock alerts (issue 31). Plain values, no zod, so the browser may import
 * them too ("@shop/contract/stock-alerts-messages").
 */
export const stockAlertMessages = {
  notifyMe: "Notify me when available",
  /** A signed-in customer's alert waits at once. */
  subscribed: (partName: string) => `We will e-mail you once when ${partName} is back in stock.`,
  /**
   * A visitor is told the same whatever the address's state (new, waiting, confirmed, asked too
   * often), so the answer tells a stranger nothing about someone else's address.
   */
  checkYourMail: "Check your mail: we sent a link to confirm that you want to be told when this part is back in stock.",
  orderableNow: "This part can be ordered now, so there is nothing to wait for",
  emailRequired: "Give your e-mail address, or sign in, to be told when this part is back in stock",
  linkInvalid: "This link is not valid. Please use the link from your newest mail.",
  linkExpired: "This confirmation link has expired. Ask again on the part's page for a new one.",
  linkUsed:
    "This confirmation link was already used, or a newer one was sent. Please use the link from your newest mail.",
  confirmed: (partName: string) => `Thank you: we will e-mail you once when ${partName} is back in stock.`,
  unsubscribed: "You will get no more mails about this part.",
} as const;
