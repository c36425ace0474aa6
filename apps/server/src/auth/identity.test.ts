import { describe, expect, it } from "vitest";
import { sameMachineOrigins } from "./identity.ts";

describe("sameMachineOrigins", () => {
  it("trusts both loopback names for a shop on this machine, and only the public origin otherwise", () => {
    expect(sameMachineOrigins("http://localhost:5000")).toEqual(["http://localhost:5000", "http://127.0.0.1:5000"]);
    expect(sameMachineOrigins("https://shop.example.com/")).toEqual(["https://shop.example.com"]);
  });
});
