import { describe, expect, it } from "vitest";
import { GARAGE_CHANGED, GARAGE_KEY } from "./has-bikes.ts";
import { CHANGED, KEY } from "./local-garage.ts";

describe("the header's check for a visitor's bikes", () => {
  it("reads the key and hears the event the garage writes", () => {
    expect(GARAGE_KEY).toBe(KEY);
    expect(GARAGE_CHANGED).toBe(CHANGED);
  });
});
