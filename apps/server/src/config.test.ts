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
    });
  });

  it("fails fast with every bad setting listed", () => {
    expect(() => readConfig({ PORT: "eighty", DATABASE_URL: "not a url", LOG_LEVEL: "loud" })).toThrow(
      /PORT[\s\S]*DATABASE_URL[\s\S]*LOG_LEVEL/,
    );
  });
});
