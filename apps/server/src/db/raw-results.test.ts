import { describe, expect, it } from "vitest";
import { changedCount, rowsOf } from "./client.ts";

describe("raw statement results", () => {
  it("reads the rows both drivers answer, and refuses a result without any", () => {
    expect(rowsOf<{ id: string }>({ rows: [{ id: "a" }], fields: [] })).toEqual([{ id: "a" }]);
    expect(() => rowsOf({ affectedRows: 1 })).toThrow("a raw statement answered without rows");
    expect(() => rowsOf(undefined)).toThrow("a raw statement answered without rows");
  });

  it("counts changed rows as node-postgres and PGlite each say it", () => {
    expect(changedCount({ rows: [], rowCount: 3 })).toBe(3);
    expect(changedCount({ rows: [], affectedRows: 2 })).toBe(2);
    expect(changedCount({ rows: [], rowCount: null })).toBe(0);
  });
});
