import { QueryClient } from "@tanstack/react-query";
import { afterEach, expect, it, vi } from "vitest";
import { myOrdersQueryOptions } from "../features/orders/api/get-my-orders.ts";
import { partQueryOptions } from "../features/parts/api/get-part.ts";
import { partsQueryOptions } from "../features/parts/api/get-parts.ts";
import { profileQueryOptions } from "../features/profile/api/get-profile.ts";
import { signOut } from "./auth.ts";
import { sessionQueryOptions } from "./session.ts";

afterEach(() => vi.unstubAllGlobals());

it("signs out keeping only what is no one's own: the catalog, and the session set to nobody", async () => {
  vi.stubGlobal("localStorage", { removeItem: () => {} });
  vi.stubGlobal("fetch", async () => new Response("{}", { status: 200 }));
  const client = new QueryClient();
  const answer = async () => ({ answer: true }) as never;
  const catalog = partsQueryOptions({ q: "chain" });
  const part = partQueryOptions("p1");
  const mine = myOrdersQueryOptions("ann@example.com", { page: 1, filters: {} });
  const profile = profileQueryOptions("ann@example.com");
  await client.fetchQuery({ ...sessionQueryOptions(), queryFn: answer });
  await client.fetchQuery({ ...catalog, queryFn: answer });
  await client.fetchQuery({ ...part, queryFn: answer });
  await client.fetchQuery({ ...mine, queryFn: answer });
  await client.fetchQuery({ ...profile, queryFn: answer });

  await signOut(client);

  expect(client.getQueryData(sessionQueryOptions().queryKey)).toBeNull();
  expect(client.getQueryData(catalog.queryKey)).toEqual({ answer: true });
  expect(client.getQueryData(part.queryKey)).toEqual({ answer: true });
  expect(client.getQueryState(mine.queryKey)).toBeUndefined();
  expect(client.getQueryState(profile.queryKey)).toBeUndefined();
});
