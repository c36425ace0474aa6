import { describe, expect, it } from "vitest";
import { lineRefund } from "./refund-amounts.ts";

describe("lineRefund", () => {
  const line = { quantity: 3, netCents: 833, taxCents: 167, grossCents: 1000 };

  it("gives back the whole line for all its units", () => {
    expect(lineRefund(line, 0, 3)).toEqual({ netCents: 833, taxCents: 167, grossCents: 1000 });
  });

  it("adds up to the line's money, cent for cent, when returned one unit at a time", () => {
    const parts = [0, 1, 2].map((before) => lineRefund(line, before, 1));
    expect(parts.map((p) => p.grossCents)).toEqual([333, 334, 333]);
    const sum = (k: "netCents" | "taxCents" | "grossCents") => parts.reduce((s, p) => s + p[k], 0);
    expect([sum("netCents"), sum("taxCents"), sum("grossCents")]).toEqual([833, 167, 1000]);
    for (const p of parts) expect(p.netCents + p.taxCents).toBe(p.grossCents);
  });
});
