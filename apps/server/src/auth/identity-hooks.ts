import { createAuthMiddleware } from "better-auth/api";

/*
 * A change to Better Auth's own endpoints (decision 0008): a new password ends every session of
 * the account, the one that changed it included (it gets a fresh one), whatever the client asked
 * for.
 */
export const identityHooks = {
  before: createAuthMiddleware(async (ctx) => {
    if (ctx.path === "/change-password") {
      return { context: { body: { ...ctx.body, revokeOtherSessions: true } } };
    }
  }),
};
