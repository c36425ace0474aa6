import type { Facets, FitAnswer, Part } from "@shop/contract";
import { expect, it } from "vitest";
import { adminToken, twoServersOnPostgres } from "../../../test/server-process.ts";

/*
 * Two shop processes on one PostgreSQL database: each keeps the fit data in its memory (decision
 * 0102), and a rule the owner changes through one changes the other's filter and verdicts on its
 * very next request, not when a notification arrives. Each address is asked once (`r`), so the
 * public cache, which the other process clears only when told, has no say in it.
 */
const servers = twoServersOnPostgres("shop-fit-two").servers;

it("changes the other process's fit filter and verdicts on its next request after a rule change", async () => {
  const [first = "", second = ""] = servers.map((s) => s.url);
  const get = async <T>(url: string) => {
    const res = await fetch(`${second}${url}`);
    expect(res.status, url).toBe(200);
    return (await res.json()) as T;
  };
  const [ridge] = await get<{ _id: string; model: string }[]>("/api/bikes?search=Ridge%2029");
  if (!ridge) throw new Error("no demo Ridge 29");
  const asked = `category=cassettes&fits=${ridge._id}`;
  // The second process has the fit data in memory before the change.
  const strict = (await get<Facets>(`/api/parts/facets?${asked}&r=1`)).total;
  const all = (await get<Facets>("/api/parts/facets?category=cassettes&r=1")).total;
  expect(strict).toBeLessThan(all);
  const fitting = new Set((await get<Part[]>(`/api/parts?${asked}&limit=100&r=1`)).map((p) => p._id));
  const outside = (await get<Part[]>("/api/parts?category=cassettes&limit=100&r=1")).find((p) => !fitting.has(p._id));
  if (!outside) throw new Error("every demo cassette fits the Ridge");
  const verdictOf = async (r: number) =>
    (await get<FitAnswer>(`/api/parts/${outside._id}/fit?bike=${ridge._id}&r=${r}`)).verdict;
  expect(await verdictOf(1)).toBe("does-not-fit");

  const changed = await fetch(`${first}/api/admin/fit-rules/cassettes`, {
    method: "PUT",
    headers: { authorization: `Bearer ${await adminToken(first)}`, "content-type": "application/json" },
    body: JSON.stringify({ rules: [{ op: "every-bike" }] }),
  });
  expect(changed.status, await changed.text()).toBe(200);

  // Cassettes now fit every bike (the demo's drivetrain has no rules of its own).
  expect((await get<Facets>(`/api/parts/facets?${asked}&r=2`)).total).toBe(all);
  expect(await verdictOf(2)).toBe("fits");
}, 180_000);
