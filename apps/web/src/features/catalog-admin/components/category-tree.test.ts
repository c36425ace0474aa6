import type { AdminCategory } from "@shop/contract";
import { describe, expect, it } from "vitest";
import { allowedParents, trailOf, treeOrder } from "./category-tree.ts";

const c = (slug: string, parent: string | null): AdminCategory => ({
  slug,
  name: slug,
  description: "",
  parent,
  parts: 0,
  subcategories: 0,
});

describe("the category tree", () => {
  const list = [c("brakes", null), c("cassettes", "drivetrain"), c("drivetrain", null), c("rotors", "brakes")];
  list.push(c("cl-rotors", "rotors"), c("lost", "gone"));

  it("puts each category after its parent, with its depth", () => {
    expect(treeOrder(list).map((r) => `${r.depth}:${r.slug}`)).toEqual([
      "0:brakes",
      "1:rotors",
      "2:cl-rotors",
      "0:drivetrain",
      "1:cassettes",
      "0:lost",
    ]);
  });

  it("offers as parents everything but the category and what is below it", () => {
    expect(allowedParents(treeOrder(list), "rotors").map((r) => r.slug)).toEqual([
      "brakes",
      "drivetrain",
      "cassettes",
      "lost",
    ]);
  });

  it("names a category's ancestors, top first, and nothing for an unknown slug", () => {
    expect(trailOf("cl-rotors", list)).toEqual(["brakes", "rotors", "cl-rotors"]);
    expect(trailOf("brakes", list)).toEqual(["brakes"]);
    expect(trailOf("no-such", list)).toEqual([]);
  });
});
