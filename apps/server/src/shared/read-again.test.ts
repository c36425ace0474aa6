import { describe, expect, it } from "vitest";
import { keepBounded, keptPerDatabase, readAgain } from "./read-again.ts";

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

describe("answers kept per database", () => {
  const db = {};

  it("reads only the keys not kept, all of them together, and keeps them apart per database", async () => {
    const kept = keptPerDatabase<number>(10);
    const asked: string[][] = [];
    const read = async (missing: string[]) => {
      asked.push(missing);
      return new Map(missing.map((key) => [key, key.length]));
    };
    expect(await kept.getMany(db, ["a", "bb"], read)).toEqual(
      new Map([
        ["a", 1],
        ["bb", 2],
      ]),
    );
    expect(await kept.getMany(db, ["bb", "ccc", "ccc"], read)).toEqual(
      new Map([
        ["bb", 2],
        ["ccc", 3],
      ]),
    );
    await kept.getMany({}, ["a"], read);
    expect(asked).toEqual([["a", "bb"], ["ccc"], ["a"]]);
  });

  it("forgets them all, and does not keep what was being read when they were forgotten", async () => {
    const kept = keptPerDatabase<string>(10);
    let reads = 0;
    const read = async () => `read ${++reads}`;
    expect(await kept.get(db, "k", read)).toBe("read 1");
    kept.forget(db);
    // A read during which the catalog changed.
    const slow = () => {
      kept.forget(db);
      return read();
    };
    const answer = kept.get(db, "k", slow);
    expect(await answer).toBe("read 2");
    expect(await kept.get(db, "k", read)).toBe("read 3");
    expect(await kept.get(db, "k", read)).toBe("read 3");
  });
});
