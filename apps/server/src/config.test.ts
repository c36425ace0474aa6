import path from "node:path";
import { demoLegalDetails, demoShopDetails } from "@shop/contract";
import { describe, expect, it } from "vitest";
import { readConfig } from "./config.ts";

describe("readConfig", () => {
  it("gives the documented defaults", () => {
    const config = readConfig({ INIT_CWD: "/srv/shop" });
    expect(config).toEqual({
      port: 5000,
      host: "0.0.0.0",
      dataDir: path.resolve("/srv/shop", "data"),
      databaseUrl: undefined,
      logLevel: "info",
      publicUrl: "http://localhost:5000",
      authSecret: undefined,
      smtpUrl: undefined,
      mailFrom: "Bike Parts Hub <shop@localhost>",
      mailRetry: { firstDelayMs: 10_000, maxDelayMs: 3_600_000 },
      oidc: undefined,
      adminPassword: undefined,
      authRateLimit: 10,
      orderHoldMinutes: 30,
      unpaidHoldCaps: { sharePercent: 50, ordersPerAccount: 50 },
      returnDays: 14,
      payments: { provider: "sandbox" },
      s3: undefined,
      timeouts: { request: 60_000, headers: 10_000, keepAlive: 72_000, shutdown: 10_000 },
      shop: demoShopDetails,
      seller: { ...demoLegalDetails, address: demoShopDetails.address, email: demoShopDetails.email },
    });
  });

  it("takes timeouts in milliseconds, a request's head no longer than the whole request", () => {
    const timeouts = { REQUEST_TIMEOUT_MS: "5000", HEADERS_TIMEOUT_MS: "2000", SHUTDOWN_TIMEOUT_MS: "500" };
    expect(readConfig(timeouts).timeouts).toMatchObject({
      request: 5000,
      headers: 2000,
      shutdown: 500,
    });
    expect(() => readConfig({ REQUEST_TIMEOUT_MS: "5000", HEADERS_TIMEOUT_MS: "6000" })).toThrow(/HEADERS_TIMEOUT_MS/);
    expect(() => readConfig({ SHUTDOWN_TIMEOUT_MS: "soon" })).toThrow(/SHUTDOWN_TIMEOUT_MS/);
  });

  it("takes RETURN_DAYS as whole days, 0 meaning no returns", () => {
    expect(readConfig({ RETURN_DAYS: "30" }).returnDays).toBe(30);
    expect(readConfig({ RETURN_DAYS: "0" }).returnDays).toBe(0);
    expect(() => readConfig({ RETURN_DAYS: "1.5" })).toThrow(/RETURN_DAYS/);
    expect(() => readConfig({ RETURN_DAYS: "-1" })).toThrow(/RETURN_DAYS/);
  });

  it("opens /metrics only with a METRICS_TOKEN long enough not to be guessed", () => {
    expect(readConfig({}).metricsToken).toBeUndefined();
    expect(readConfig({ METRICS_TOKEN: "" }).metricsToken).toBeUndefined();
    expect(readConfig({ METRICS_TOKEN: "a".repeat(16) }).metricsToken).toBe("a".repeat(16));
    expect(() => readConfig({ METRICS_TOKEN: "short" })).toThrow(/METRICS_TOKEN: must be at least 16 characters/);
  });

  it("takes a hold of minutes or a fraction of one, and refuses none or a negative one", () => {
    expect(readConfig({ ORDER_HOLD_MINUTES: "0.05" }).orderHoldMinutes).toBe(0.05);
    for (const bad of ["0", "-5", "soon"]) {
      expect(() => readConfig({ ORDER_HOLD_MINUTES: bad }), bad).toThrow(/ORDER_HOLD_MINUTES/);
    }
  });

  it("caps unpaid holds by a whole percentage of 1 to 100 and a count of orders (0: no limit)", () => {
    const caps = readConfig({ UNPAID_HOLD_SHARE: "100", UNPAID_ORDERS_PER_ACCOUNT: "0" }).unpaidHoldCaps;
    expect(caps).toEqual({ sharePercent: 100, ordersPerAccount: 0 });
    for (const bad of ["0", "101", "12.5", "half"]) {
      expect(() => readConfig({ UNPAID_HOLD_SHARE: bad }), bad).toThrow(/UNPAID_HOLD_SHARE/);
    }
    for (const bad of ["-1", "1.5", "many"]) {
      expect(() => readConfig({ UNPAID_ORDERS_PER_ACCOUNT: bad }), bad).toThrow(/UNPAID_ORDERS_PER_ACCOUNT/);
    }
  });

  it("takes Stripe only with all three keys", () => {
    expect(() => readConfig({ PAYMENT_PROVIDER: "stripe", STRIPE_SECRET_KEY: "sk_test_1" })).toThrow(
      /STRIPE_PUBLISHABLE_KEY[\s\S]*STRIPE_WEBHOOK_SECRET/,
    );
    const keys = {
      STRIPE_SECRET_KEY: "sk_test_1",
      STRIPE_PUBLISHABLE_KEY: "pk_test_1",
      STRIPE_WEBHOOK_SECRET: "whsec_1",
    };
    expect(readConfig({ PAYMENT_PROVIDER: "stripe", ...keys }).payments).toMatchObject({ provider: "stripe" });
  });

  it("signs in with Google by its client id, or with any issuer given by OIDC_ISSUER", () => {
    expect(readConfig({ GOOGLE_CLIENT_ID: "id", GOOGLE_CLIENT_SECRET: "s" }).oidc).toEqual({
      issuer: "https://accounts.google.com",
      clientId: "id",
      clientSecret: "s",
    });
    expect(readConfig({ GOOGLE_CLIENT_ID: "id", OIDC_ISSUER: "http://127.0.0.1:9000" }).oidc?.issuer).toBe(
      "http://127.0.0.1:9000",
    );
    expect(() => readConfig({ OIDC_ISSUER: "http://127.0.0.1:9000" })).toThrow(/GOOGLE_CLIENT_ID/);
  });

  it("retries mail after MAIL_RETRY_SECONDS, never waiting longer than MAIL_RETRY_MAX_SECONDS", () => {
    expect(readConfig({ MAIL_RETRY_SECONDS: "0.5", MAIL_RETRY_MAX_SECONDS: "60" }).mailRetry).toEqual({
      firstDelayMs: 500,
      maxDelayMs: 60_000,
    });
    expect(readConfig({ MAIL_RETRY_SECONDS: "30", MAIL_RETRY_MAX_SECONDS: "5" }).mailRetry.maxDelayMs).toBe(30_000);
    expect(() => readConfig({ MAIL_RETRY_SECONDS: "0" })).toThrow(/MAIL_RETRY_SECONDS/);
  });

  it("takes the shop's own contact details, the demo shop's when unset", () => {
    expect(readConfig({}).shop).toEqual(demoShopDetails);
    const shop = { SHOP_EMAIL: "owner@rides.example", SHOP_PHONE: "+44 20 7946 0000", SHOP_ADDRESS: "1 Hub Lane" };
    expect(readConfig(shop).shop).toEqual({
      email: "owner@rides.example",
      phone: "+44 20 7946 0000",
      address: "1 Hub Lane",
    });
    expect(() => readConfig({ SHOP_EMAIL: "not an address", SHOP_PHONE: " " })).toThrow(/SHOP_EMAIL[\s\S]*SHOP_PHONE/);
  });

  it("takes the seller's legal details for invoices, with the shop's address and e-mail", () => {
    const env = {
      SHOP_LEGAL_NAME: "Hub Cycles Ltd",
      SHOP_TAX_NUMBER: "GB123456789",
      SHOP_ADDRESS: "1 Hub Lane",
      SHOP_EMAIL: "books@hub.example",
    };
    expect(readConfig(env).seller).toEqual({
      legalName: "Hub Cycles Ltd",
      taxNumber: "GB123456789",
      address: "1 Hub Lane",
      email: "books@hub.example",
    });
    expect(() => readConfig({ SHOP_TAX_NUMBER: " " })).toThrow(/SHOP_TAX_NUMBER/);
  });

  it("fails fast with every bad setting listed", () => {
    expect(() => readConfig({ PORT: "eighty", DATABASE_URL: "not a url", LOG_LEVEL: "loud" })).toThrow(
      /PORT[\s\S]*DATABASE_URL[\s\S]*LOG_LEVEL/,
    );
  });
});
