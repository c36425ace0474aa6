import { specAdminMessages } from "@shop/contract";
import { describe, expect, it } from "vitest";
import { adminApi } from "../../../../test/shop.ts";

const { call, expectAdminsOnly } = adminApi("/api/admin/categories");

describe("admin specification definitions", () => {
  it("are for admins only", async () => {
    await expectAdminsOnly([
      ["GET", "/rotors/specs", undefined],
      ["POST", "/rotors/specs", { key: "x", label: "X", kind: "text" }],
      ["PATCH", "/rotors/specs/mount", { label: "X" }],
      ["DELETE", "/rotors/specs/mount", undefined],
    ] as const);
  });

  it("lists a category's own definitions", async () => {
    const res = await call("GET", "/rotors/specs");
    expect(res.statusCode).toBe(200);
    expect(res.json().map((d: { key: string }) => d.key)).toEqual(["diameter", "mount"]);
    expect(res.json()[1]).toEqual({
      key: "mount",
      label: "Mount",
      kind: "choice",
      unit: null,
      choices: ["6-bolt", "Centerlock"],
      category: "rotors",
    });
    expect((await call("GET", "/no-such/specs")).statusCode).toBe(404);
  });

  it("defines a new specification, once along a path of the tree, choices only for a choice", async () => {
    const res = await call("POST", "/rotors/specs", {
      key: "thickness",
      label: "Thickness",
      kind: "number",
      unit: "mm",
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ key: "thickness", kind: "number", unit: "mm", choices: null });
    // Brakes is Rotors' parent: a key of its child's would be defined twice for rotors.
    const twice = await call("POST", "/brakes/specs", { key: "thickness", label: "T", kind: "text" });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(specAdminMessages.keyTaken("thickness"));
    const noChoices = await call("POST", "/rotors/specs", { key: "colour", label: "Colour", kind: "choice" });
    expect(noChoices.statusCode).toBe(400);
    expect(noChoices.json().message).toMatch(/choices/);
    const badKind = await call("POST", "/rotors/specs", { key: "colour", label: "Colour", kind: "colour" });
    expect(badKind.json().message).toMatch(/The kind must be one of number, choice, text/);
    expect((await call("POST", "/rotors/specs", { key: "Bad Key", label: "B", kind: "text" })).statusCode).toBe(400);
  });

  it("changes choices only when no part's value would be left out", async () => {
    const narrowed = await call("PATCH", "/rotors/specs/mount", { choices: ["6-bolt"] });
    expect(narrowed.statusCode).toBe(409);
    expect(narrowed.json().message).toMatch(/^[1-9]\d* parts have a value of mount/);
    const widened = await call("PATCH", "/rotors/specs/mount", { choices: ["6-bolt", "Centerlock", "Other"] });
    expect(widened.statusCode).toBe(200);
    expect(widened.json().choices).toEqual(["6-bolt", "Centerlock", "Other"]);
    const numberChoices = await call("PATCH", "/rotors/specs/diameter", { choices: ["160"] });
    expect(numberChoices.json().message).toBe(specAdminMessages.notChoice("diameter"));
    expect((await call("PATCH", "/rotors/specs/diameter", { label: "Rotor size" })).json().label).toBe("Rotor size");
    expect((await call("PATCH", "/rotors/specs/nothing", { label: "X" })).statusCode).toBe(404);
  });

  it("deletes a specification only while no part has a value of it", async () => {
    const used = await call("DELETE", "/rotors/specs/diameter");
    expect(used.statusCode).toBe(409);
    expect((await call("DELETE", "/rotors/specs/thickness")).json()).toEqual({ acknowledged: true, deletedCount: 1 });
    expect((await call("DELETE", "/rotors/specs/thickness")).statusCode).toBe(404);
  });
});
