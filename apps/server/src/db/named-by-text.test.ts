import { describe, expect, it } from "vitest";
import { NAMED_TEXTS_MAX, namedByText } from "./client.ts";

/** What node-postgres's prepared query carries, as drizzle makes it unnamed. */
const unnamed = (text: string) => ({ queryConfig: { name: "", text }, rawQueryConfig: { name: "", text } });

describe("a statement named after its text", () => {
  it("takes the same name for the same text, another for another, in both configs", () => {
    const one = namedByText(unnamed("select 1"));
    const again = namedByText(unnamed("select 1"));
    const other = namedByText(unnamed("select 2"));
    expect(one.queryConfig.name).toMatch(/^t_[\w-]{24}$/);
    expect(one.rawQueryConfig.name).toBe(one.queryConfig.name);
    expect(again.queryConfig.name).toBe(one.queryConfig.name);
    expect(other.queryConfig.name).not.toBe(one.queryConfig.name);
  });

  it("leaves PGlite's prepared query, which has no text to name, as it is", () => {
    const pglite = { queryConfig: { rowMode: "array" }, rawQueryConfig: {} };
    expect(namedByText(pglite)).toEqual({ queryConfig: { rowMode: "array" }, rawQueryConfig: {} });
  });

  it("names so many texts and no more: the rest run unnamed, the named keep their names", () => {
    const first = namedByText(unnamed("select 1")).queryConfig.name;
    for (let i = 0; i < NAMED_TEXTS_MAX; i++) namedByText(unnamed(`select ${i} + 100`));
    expect(namedByText(unnamed("select 'one more'")).queryConfig.name).toBe("");
    expect(namedByText(unnamed("select 1")).queryConfig.name).toBe(first);
  });
});
