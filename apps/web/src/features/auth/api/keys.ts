/** The query keys of the auth feature: the ways of signing in that this shop offers. */
export const authKeys = { signInOptions: ["auth", "sign-in-options"] as const };
