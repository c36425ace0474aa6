import { createAuthMiddleware } from "better-auth/api";
import { setSessionCookie } from "better-auth/cookies";
import { checkedAccountFields } from "./identity-fields.ts";
import type { MailLinks } from "./mail-links.ts";

/*
 * Four changes to Better Auth's own endpoints (decisions 0008, 0010 and 0011, and mail-links):
 * - the name, e-mail and picture an endpoint is sent are held to the contract's rules;
 * - a new password ends every session of the account, the one that changed it included (it gets
 *   a fresh one), whatever the client asked for;
 * - sign-up runs with Better Auth's protection against account enumeration (`autoSignIn: false`:
 *   the same answer for a new address and one that has an account), and a new account is then
 *   signed in here, as the spec wants;
 * - a mailed link works only while it is the account's newest and the password has not changed
 *   since (`MailLinks`); an e-mail verification link that does not is handed on spoilt, so that
 *   Better Auth refuses it the way it refuses a forged one.
 */
export const identityHooks = (links: MailLinks) => ({
  before: createAuthMiddleware(async (ctx) => {
    if (ctx.path === "/verify-email") {
      const token: unknown = ctx.query?.token;
      if (typeof token === "string" && !(await links.useVerification(token))) {
        return { context: { query: { ...ctx.query, token: "no-longer-valid" } } };
      }
      return;
    }
    const body = checkedAccountFields(ctx.body);
    if (ctx.path === "/change-password") {
      return { context: { body: { ...body, revokeOtherSessions: true } } };
    }
    if (body) return { context: { body } };
  }),
  after: createAuthMiddleware(async (ctx) => {
    if (ctx.path === "/change-password") {
      const changed = ctx.context.returned as { user?: { id?: unknown } } | undefined;
      if (typeof changed?.user?.id === "string") await links.passwordChanged(changed.user.id);
      return;
    }
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
});
