/** Every user-facing text that the server and the web app both need lives here. */
export const messages = {
  productName: "Bike Parts Hub",
  partNotFound: "No part has this id",
  routeNotFound: "No API route matches this path",
  internal: "Something went wrong on our side; please try again",
  loadFailed: "Could not load this. Please check your connection and try again.",
} as const;

/** Page titles: '<page name> - <product name>', as the spec asks. */
export const pageTitle = (page: string) => `${page} - ${messages.productName}`;
