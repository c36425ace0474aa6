/**
 * The web app's own texts that the spec quotes, word for word (typos and spaces included). Texts
 * the server says too live in the contract's messages.
 */
export const webMessages = {
  signedInWithGoogle: "Sign in with Google",
  signedUp: "Create a new user",
  mailSent: "Sent Email",
  passwordChanged: "Your password is changed. Please log in.",
  profileUpdated: "Update successfully!",
  madeAdmin: "Successfully Made an Admin",
  makeAdminFailed: "Failed to make admin",
} as const;

export const partAdded = (name: string) => ` Successfully ${name} Product added `;
export const reviewAdded = (name: string) => `${name} Added a Review`;
export const deleted = (name: string) => `Deleted ${name} Successfully`;
/** The spec's delete failures: a part or a user as written, an order with a space after it. */
export const deleteFailed = (name: string) => `Failed to delete ${name}`;
export const orderDeleteFailed = (product: string) => `Failed to delete ${product} `;
export const orderRefunded = (product: string) => `Refunded the order of ${product}`;

/** What an empty list says: that nothing matched its search, or that it has nothing yet. */
export const emptyList = (search: string) => (search ? `Nothing matches “${search}”.` : "Nothing here yet.");
/** Not in the spec (editing is an addition, issue 19): worded like its 'added' toast. */
export const partUpdated = (name: string) => `Successfully ${name} Product updated`;
