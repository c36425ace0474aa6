import { describe, expect, it } from "vitest";
import { loadedOnce } from "./loaded-once.ts";

describe("a module loaded once", () => {
  it("loads on the first call only and gives every caller the same answer", async () => {
    let loads = 0;
    const load = loadedOnce(async () => {
      loads += 1;
      return { loaded: loads };
    });
    expect(loads).toBe(0);
    const [first, second] = await Promise.all([load(), load()]);
    expect(await load()).toBe(first);
    expect(second).toBe(first);
    expect(loads).toBe(1);
  });

  it("forgets a load that failed: the next call tries again", async () => {
    let loads = 0;
    const load = loadedOnce(async () => {
      loads += 1;
      if (loads === 1) throw new Error("the build is not there yet");
      return "loaded";
    });
    await expect(load()).rejects.toThrow("the build is not there yet");
    await expect(load()).resolves.toBe("loaded");
    await expect(load()).resolves.toBe("loaded");
    expect(loads).toBe(2);
  });
});
