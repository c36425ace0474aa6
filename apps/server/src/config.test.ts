import path from "node:path";
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
      oidc: undefined,
      adminPassword: undefined,
      authRateLimit: 10,
      payments: { provider: "sandbox" },
      s3: undefined,
    });
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

  it("fails fast with every bad setting listed", () => {
    expect(() => readConfig({ PORT: "eighty", DATABASE_URL: "not a url", LOG_LEVEL: "loud" })).toThrow(
      /PORT[\s\S]*DATABASE_URL[\s\S]*LOG_LEVEL/,
    );
  });
});
