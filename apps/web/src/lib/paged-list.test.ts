import { describe, expect, it } from "vitest";
import { apiQuery, listQuery, neighbours, readListPlace, withFilters } from "./paged-list.ts";

const filters = ["q", "status"] as const;
const read = (query: string) => readListPlace(new URLSearchParams(query), filters);

describe("a list's place in the address", () => {
  it("is the first page, unfiltered, when the address says nothing", () => {
    expect(read("")).toEqual({ page: 1, filters: { q: "", status: "" } });
  });

  it("keeps the cursor, page number and filters, and writes them back the same", () => {
    const place = read("q=chain&status=Pending&page=3&cursor=abc");
    expect(place).toEqual({ cursor: "abc", page: 3, filters: { q: "chain", status: "Pending" } });
    expect(listQuery(place)).toBe("?q=chain&status=Pending&page=3&cursor=abc");
    expect(read(listQuery(place).slice(1))).toEqual(place);
  });

  it("is page 1 without a cursor and at least page 2 with one, whatever number the address has", () => {
    expect(read("page=7").page).toBe(1);
    expect(listQuery(read("page=7"))).toBe("");
    for (const page of ["", "1", "-4", "2.5", "x", "1e400"]) expect(read(`page=${page}&cursor=abc`).page).toBe(2);
  });

  it("starts again at the first page when its search or filter changes", () => {
    const place = read("q=chain&page=3&cursor=abc");
    expect(listQuery(withFilters(place, { status: "Shipped" }))).toBe("?q=chain&status=Shipped");
    expect(listQuery(withFilters(place, { q: "" }))).toBe("");
  });

  it("asks the API for its filters and cursor, not its page number", () => {
    expect(apiQuery(read("q=a b&page=3&cursor=abc"), { email: "x@y.z" })).toBe("?email=x%40y.z&q=a+b&cursor=abc");
    expect(apiQuery(read(""))).toBe("");
  });
});

describe("the pages next to a page", () => {
  it("are none for the only page", () => {
    expect(neighbours(read(""), {})).toEqual({ previous: undefined, next: undefined });
  });

  it("follow the answer's cursors, counting pages up and down", () => {
    const { previous, next } = neighbours(read("q=a&page=4&cursor=abc"), { next: "n4", prev: "p4" });
    expect(previous).toEqual({ cursor: "p4", page: 3, filters: { q: "a", status: "" } });
    expect(next).toEqual({ cursor: "n4", page: 5, filters: { q: "a", status: "" } });
  });

  it("go back to the top itself from page 2, and from a page left empty with no cursor back", () => {
    const top = { page: 1, filters: { q: "a", status: "" } };
    expect(neighbours(read("q=a&page=2&cursor=abc"), { prev: "p2" }).previous).toEqual(top);
    expect(neighbours(read("q=a&page=6&cursor=abc"), {}).previous).toEqual(top);
  });
});
