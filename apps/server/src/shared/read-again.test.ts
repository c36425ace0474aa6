import { describe, expect, it } from "vitest";
import { keepBounded, readAgain } from "./read-again.ts";

describe("a bounded map", () => {
  it("lets go of the key read least recently once it holds its most", () => {
    const map = new Map([
      ["a", 1],
      ["b", 2],
    ]);
    expect(readAgain(map, "a")).toBe(1);
    expect(keepBounded(map, "c", 3, 2)).toBe("b");
    expect([...map.keys()]).toEqual(["a", "c"]);
  });

  it("replaces a key it holds without letting another go", () => {
    const map = new Map([
      ["a", 1],
      ["b", 2],
    ]);
    expect(keepBounded(map, "a", 10, 2)).toBeUndefined();
    expect([...map.entries()]).toEqual([
      ["b", 2],
      ["a", 10],
    ]);
    expect(readAgain(map, "missing")).toBeUndefined();
  });
});
