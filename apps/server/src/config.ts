import path from "node:path";
import { demoLegalDetails, demoShopDetails, type SellerDetails, type ShopDetails } from "@shop/contract";
import { messages } from "@shop/contract/messages";
import { z } from "zod";
import type { RetryPolicy } from "./mail/worker.ts";
import type { S3Settings } from "./storage/s3-store.ts";

const optional = <T extends z.ZodType>(schema: T) => schema.optional().or(z.literal("").transform(() => undefined));

/** The defaults of the settings the app itself also takes from its callers (tests, scripts). */
export const DEFAULTS = {
  mailRetrySeconds: 10,
  mailRetryMaxSeconds: 3600,
  authRateLimit: 10,
  orderHoldMinutes: 30,
  /** An account's unpaid orders may hold this share (%) of a part's stock, and this many orders (decision 0026). */
  unpaidHoldSharePercent: 50,
  unpaidOrdersPerAccount: 50,
  /** Days after shipping within which a customer may ask to return parts (issue 31). */
  returnDays: 14,
} as const;

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(5000),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: optional(z.string().url()),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  PUBLIC_URL: optional(z.string().url()),
  AUTH_SECRET: optional(z.string().min(32, "must be at least 32 characters")),
  SMTP_URL: optional(z.string().url()),
  MAIL_FROM: z.string().min(3).default(`${messages.productName} <shop@localhost>`),
  MAIL_RETRY_SECONDS: z.coerce.number().min(0.01).max(86_400).default(DEFAULTS.mailRetrySeconds),
  MAIL_RETRY_MAX_SECONDS: z.coerce.number().min(0.01).max(604_800).default(DEFAULTS.mailRetryMaxSeconds),
  GOOGLE_CLIENT_ID: optional(z.string()),
  GOOGLE_CLIENT_SECRET: optional(z.string()),
  OIDC_ISSUER: optional(z.string().url()),
  ADMIN_PASSWORD: optional(z.string().min(6, "must be at least 6 characters")),
  AUTH_RATE_LIMIT: z.coerce.number().int().min(1).default(DEFAULTS.authRateLimit),
  ORDER_HOLD_MINUTES: z.coerce.number().min(0.01).max(43_200).default(DEFAULTS.orderHoldMinutes),
  UNPAID_HOLD_SHARE: z.coerce.number().int().min(1).max(100).default(DEFAULTS.unpaidHoldSharePercent),
  UNPAID_ORDERS_PER_ACCOUNT: z.coerce.number().int().min(0).max(10_000).default(DEFAULTS.unpaidOrdersPerAccount),
  RETURN_DAYS: z.coerce.number().int().min(0).max(3650).default(DEFAULTS.returnDays),
  PAYMENT_PROVIDER: z.enum(["sandbox", "stripe"]).default("sandbox"),
  STRIPE_SECRET_KEY: optional(z.string().startsWith("sk_", "must start with sk_")),
  STRIPE_PUBLISHABLE_KEY: optional(z.string().startsWith("pk_", "must start with pk_")),
  STRIPE_WEBHOOK_SECRET: optional(z.string().startsWith("whsec_", "must start with whsec_")),
  STRIPE_API_URL: optional(z.string().url()),
  S3_BUCKET: optional(z.string()),
  S3_REGION: z.string().default("us-east-1"),
  S3_ENDPOINT: optional(z.string().url()),
  S3_ACCESS_KEY_ID: optional(z.string()),
  S3_SECRET_ACCESS_KEY: optional(z.string()),
  S3_PUBLIC_URL: optional(z.string().url()),
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).default(60_000),
  HEADERS_TIMEOUT_MS: z.coerce.number().int().min(1000).default(10_000),
  KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(1000).default(72_000),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
  METRICS_TOKEN: optional(z.string().min(16, "must be at least 16 characters")),
  SHOP_EMAIL: z.string().email().default(demoShopDetails.email),
  SHOP_PHONE: z.string().trim().min(3).max(40).default(demoShopDetails.phone),
  SHOP_ADDRESS: z.string().trim().min(3).max(200).default(demoShopDetails.address),
  SHOP_LEGAL_NAME: z.string().trim().min(2).max(120).default(demoLegalDetails.legalName),
  SHOP_TAX_NUMBER: z.string().trim().min(2).max(60).default(demoLegalDetails.taxNumber),
});

export type OidcConfig = { issuer: string; clientId: string; clientSecret: string };

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  logLevel: z.infer<typeof envSchema>["LOG_LEVEL"];
  /** Where customers reach the shop; links in mails and sign-in redirects are built from it. */
  publicUrl: string;
  authSecret: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Mail that the server did not take is tried again after this, doubling each time. */
  mailRetry: RetryPolicy;
  /** The "Continue with Google" provider; absent when not configured. */
  oidc: OidcConfig | undefined;
  adminPassword: string | undefined;
  /** Tries per minute and address on sign-in, sign-up and password reset. */
  authRateLimit: number;
  /** How long an unpaid order keeps its units from other customers (fractions allowed). */
  orderHoldMinutes: number;
  /** What one account's unpaid orders may hold at once (UNPAID_HOLD_SHARE, UNPAID_ORDERS_PER_ACCOUNT). */
  unpaidHoldCaps: UnpaidHoldCaps;
  returnDays: number;
  payments: PaymentSettings;
  /** Unset: pictures are kept under DATA_DIR/uploads. */
  s3: S3Settings | undefined;
  timeouts: Timeouts;
  /** Shown in the footer and on the portfolio page. */
  shop: ShopDetails;
  /** Who sells, on every invoice and credit note issued from now on. */
  seller: SellerDetails;
  /** The bearer token GET /metrics asks for; unset, the shop has no /metrics. */
  metricsToken: string | undefined;
};

/**
 * `sharePercent`: an account's unpaid orders of a part may hold at most this share of what it
 * holds of the part plus what is left (100: no share cap); `ordersPerAccount`: at most this many
 * unpaid orders at once (0: no limit).
 */
export type UnpaidHoldCaps = { sharePercent: number; ordersPerAccount: number };

/** Milliseconds. A client gets `headers` to send its request's head and `request` for all of it. */
export type Timeouts = { request: number; headers: number; keepAlive: number; shutdown: number };

export type PaymentSettings =
  | { provider: "sandbox" }
  | {
      provider: "stripe";
      secretKey: string;
      publishableKey: string;
      webhookSecret: string;
      apiUrl?: string;
      /** Tests only: a shorter wait for Stripe's answer. */
      timeoutMs?: number;
    };

const GOOGLE_ISSUER = "https://accounts.google.com";

/** The folder `npm` was started in: relative paths given on the command line are taken from it. */
export const startDir = (env: NodeJS.ProcessEnv = process.env) => env.INIT_CWD ?? process.cwd();

/**
 * The one place that reads the environment. Relative paths are taken from where `npm` was
 * started (INIT_CWD), so `DATA_DIR=./data` means the repository's folder, not the workspace's.
 */
export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid settings:\n  ${problems.join("\n  ")}`);
  }
  const e = parsed.data;
  if (e.OIDC_ISSUER && !e.GOOGLE_CLIENT_ID) {
    throw new Error("Invalid settings:\n  GOOGLE_CLIENT_ID: required when OIDC_ISSUER is set");
  }
  if (e.PAYMENT_PROVIDER === "stripe") {
    const missing = (["STRIPE_SECRET_KEY", "STRIPE_PUBLISHABLE_KEY", "STRIPE_WEBHOOK_SECRET"] as const).filter(
      (k) => !e[k],
    );
    if (missing.length > 0) {
      throw new Error(
        `Invalid settings:\n  ${missing.map((k) => `${k}: required when PAYMENT_PROVIDER=stripe`).join("\n  ")}`,
      );
    }
  }
  if (e.S3_BUCKET) {
    const missing = (["S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const).filter((k) => !e[k]);
    if (!e.S3_ENDPOINT && !e.S3_PUBLIC_URL) missing.push("S3_PUBLIC_URL" as never);
    if (missing.length > 0) {
      throw new Error(
        `Invalid settings:\n  ${missing.map((k) => `${k}: required when S3_BUCKET is set`).join("\n  ")}`,
      );
    }
  }
  if (e.HEADERS_TIMEOUT_MS > e.REQUEST_TIMEOUT_MS) {
    throw new Error("Invalid settings:\n  HEADERS_TIMEOUT_MS: must not be longer than REQUEST_TIMEOUT_MS");
  }
  const base = startDir(env);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(base, e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    logLevel: e.LOG_LEVEL,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ""),
    authSecret: e.AUTH_SECRET,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    mailRetry: {
      firstDelayMs: e.MAIL_RETRY_SECONDS * 1000,
      maxDelayMs: Math.max(e.MAIL_RETRY_SECONDS, e.MAIL_RETRY_MAX_SECONDS) * 1000,
    },
    oidc: e.GOOGLE_CLIENT_ID
      ? {
          issuer: e.OIDC_ISSUER ?? GOOGLE_ISSUER,
          clientId: e.GOOGLE_CLIENT_ID,
          clientSecret: e.GOOGLE_CLIENT_SECRET ?? "",
        }
      : undefined,
    adminPassword: e.ADMIN_PASSWORD,
    authRateLimit: e.AUTH_RATE_LIMIT,
    orderHoldMinutes: e.ORDER_HOLD_MINUTES,
    unpaidHoldCaps: { sharePercent: e.UNPAID_HOLD_SHARE, ordersPerAccount: e.UNPAID_ORDERS_PER_ACCOUNT },
    returnDays: e.RETURN_DAYS,
    payments:
      e.PAYMENT_PROVIDER === "stripe"
        ? {
            provider: "stripe",
            secretKey: e.STRIPE_SECRET_KEY ?? "",
            publishableKey: e.STRIPE_PUBLISHABLE_KEY ?? "",
            webhookSecret: e.STRIPE_WEBHOOK_SECRET ?? "",
            apiUrl: e.STRIPE_API_URL,
          }
        : { provider: "sandbox" },
    shop: { email: e.SHOP_EMAIL, phone: e.SHOP_PHONE, address: e.SHOP_ADDRESS },
    seller: {
      legalName: e.SHOP_LEGAL_NAME,
      address: e.SHOP_ADDRESS,
      taxNumber: e.SHOP_TAX_NUMBER,
      email: e.SHOP_EMAIL,
    },
    metricsToken: e.METRICS_TOKEN,
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          region: e.S3_REGION,
          endpoint: e.S3_ENDPOINT,
          accessKeyId: e.S3_ACCESS_KEY_ID ?? "",
          secretAccessKey: e.S3_SECRET_ACCESS_KEY ?? "",
          publicUrl: e.S3_PUBLIC_URL ?? `${e.S3_ENDPOINT}/${e.S3_BUCKET}`,
        }
      : undefined,
    timeouts: {
      request: e.REQUEST_TIMEOUT_MS,
      headers: e.HEADERS_TIMEOUT_MS,
      keepAlive: e.KEEP_ALIVE_TIMEOUT_MS,
      shutdown: e.SHUTDOWN_TIMEOUT_MS,
    },
  };
}
