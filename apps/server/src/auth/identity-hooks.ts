import { createAuthMiddleware } from "better-auth/api";
import { setSessionCookie } from "better-auth/cookies";
import { checkedAccountFields } from "./identity-fields.ts";

/*
 * Three changes to Better Auth's own endpoints (decisions 0008, 0010 and 0011):
 * - the name, e-mail and picture an endpoint is sent are held to the contract's rules;
 * - a new password ends every session of the account, the one that changed it included (it gets
 *   a fresh one), whatever the client asked for;
 * - sign-up runs with Better Auth's protection against account enumeration (`autoSignIn: false`:
 *   the same answer for a new address and one that has an account), and a new account is then
 *   signed in here, as the spec wants.
 */
export const identityHooks = {
  before: createAuthMiddleware(async (ctx) => {
    const body = checkedAccountFields(ctx.body);
    if (ctx.path === "/change-password") {
      return { context: { body: { ...body, revokeOtherSessions: true } } };
    }
    if (body) return { context: { body } };
  }),
  after: createAuthMiddleware(async (ctx) => {
    if (ctx.path !== "/sign-up/email") return;
    const answer = ctx.context.returned as { user?: { id?: unknown } } | undefined;
    const id = answer?.user?.id;
    if (typeof id !== "string") return;
    // For an address that already has an account the answer's user is made up, with a fresh id
    // that is no account's: nothing is found and nobody is signed in. Both cases pay this read.
    const user = await ctx.context.internalAdapter.findUserById(id);
    if (!user) return;
    const dontRemember = (ctx.body as { rememberMe?: unknown } | undefined)?.rememberMe === false;
    const session = await ctx.context.internalAdapter.createSession(user.id, dontRemember);
    await setSessionCookie(ctx, { session, user }, dontRemember);
  }),
};
