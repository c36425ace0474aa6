import { hash, verify } from "@node-rs/argon2";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { genericOAuth } from "better-auth/plugins/generic-oauth";
import type { OidcConfig } from "../config.ts";
import type { Db } from "../db/client.ts";
import { authAccount, authRateLimit, authSession, authUser, authVerification } from "../db/schema.ts";
import type { Mail } from "../mail/mailer.ts";
import { accountExistsMail, resetPasswordMail, verificationMail } from "../mail/templates.ts";
import { identityHooks } from "./identity-hooks.ts";
import { createMailLinks } from "./mail-links.ts";
import { CLIENT_IP_HEADER } from "./mount.ts";

export type IdentityOptions = {
  db: Db;
  publicUrl: string;
  secret: string;
  /** Records the mail in the outbox; the worker sends it. */
  sendMail: (mail: Mail) => Promise<void>;
  oidc: OidcConfig | undefined;
  rateLimitPerMinute: number;
};

/** "Continue with Google" is one OpenID Connect provider: Google itself, or any issuer by config. */
export const GOOGLE_PROVIDER_ID = "google";
const ONE_HOUR = 60 * 60;

/** Our identity provider: Better Auth on the shop's own database, mounted at /api/auth. */
export function createIdentity(opts: IdentityOptions) {
  // Only the outbox row is awaited here: the SMTP conversation happens in the mail worker, so
  // response times do not tell which addresses have an account. Better Auth calls these after
  // committing its own writes, in no transaction we can join (decision 0013).
  const sendLater = opts.sendMail;
  const loginLink = `${opts.publicUrl.replace(/\/$/, "")}/login`;
  const limited = { window: 60, max: opts.rateLimitPerMinute };
  const links = createMailLinks(opts.db);
  return betterAuth({
    baseURL: opts.publicUrl,
    basePath: "/api/auth",
    secret: opts.secret,
    trustedOrigins: sameMachineOrigins(opts.publicUrl),
    database: drizzleAdapter(opts.db, {
      provider: "pg",
      schema: {
        user: authUser,
        session: authSession,
        account: authAccount,
        verification: authVerification,
        rateLimit: authRateLimit,
      },
    }),
    emailAndPassword: {
      enabled: true,
      // The spec's provider lets unverified users in; the mail only confirms the address.
      requireEmailVerification: false,
      // Sign-up answers alike whether or not the address has an account (the password is hashed
      // either way) and signs nobody in; identityHooks signs a new account in.
      autoSignIn: false,
      onExistingUserSignUp: async ({ user }) => sendLater(accountExistsMail(user.email, user.name, loginLink)),
      minPasswordLength: 6,
      maxPasswordLength: 128,
      resetPasswordTokenExpiresIn: ONE_HOUR,
      revokeSessionsOnPasswordReset: true,
      password: {
        // @node-rs/argon2 hashes with argon2id unless told otherwise.
        hash: (password) => hash(password),
        verify: ({ hash: stored, password }) => verify(stored, password),
      },
      sendResetPassword: async ({ user, url, token }) => {
        await links.resetMailed(user.id, token);
        await sendLater(resetPasswordMail(user.email, user.name, url));
      },
      onPasswordReset: async ({ user }) => links.passwordChanged(user.id),
    },
    emailVerification: {
      sendOnSignUp: true,
      expiresIn: ONE_HOUR,
      sendVerificationEmail: async ({ user, url, token }) => {
        await links.verificationMailed(user.id, token, ONE_HOUR);
        await sendLater(verificationMail(user.email, user.name, url));
      },
    },
    plugins: opts.oidc
      ? [
          genericOAuth({
            config: [
              {
                providerId: GOOGLE_PROVIDER_ID,
                discoveryUrl: `${opts.oidc.issuer.replace(/\/$/, "")}/.well-known/openid-configuration`,
                clientId: opts.oidc.clientId,
                clientSecret: opts.oidc.clientSecret,
                scopes: ["openid", "email", "profile"],
                pkce: true,
              },
            ],
          }),
        ]
      : [],
    hooks: identityHooks(links),
    rateLimit: {
      enabled: true,
      storage: "database",
      // The general ceiling for everything else under /api/auth (session reads on every page)
      // never sits below the one for the sensitive endpoints.
      window: 10,
      max: Math.max(100, opts.rateLimitPerMinute),
      customRules: {
        // Better Auth counts a window from the last request, not the first, so a steady stream
        // from one address (a shop behind one office router, the browser tests) never resets.
        // Reading the session only tells a cookie's owner who they are: nothing to guess there.
        "/get-session": false,
        "/sign-in/email": limited,
        "/sign-in/oauth2": limited,
        "/sign-in/social": limited,
        "/sign-up/email": limited,
        "/request-password-reset": limited,
        "/reset-password": limited,
        "/send-verification-email": limited,
      },
    },
    advanced: {
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      // Better Auth leaves out its Origin and callback-URL checks when NODE_ENV is "test"; they
      // guard against cross-site requests and open redirects, so they run in every environment.
      disableOriginCheck: false,
    },
    telemetry: { enabled: false },
  });
}

export type Identity = ReturnType<typeof createIdentity>;

/** A shop on this machine answers as localhost and as 127.0.0.1 alike; elsewhere only its URL. */
export function sameMachineOrigins(publicUrl: string): string[] {
  const url = new URL(publicUrl);
  const loopback = ["localhost", "127.0.0.1"];
  if (!loopback.includes(url.hostname)) return [url.origin];
  return loopback.map((host) => `${url.protocol}//${host}${url.port ? `:${url.port}` : ""}`);
}
