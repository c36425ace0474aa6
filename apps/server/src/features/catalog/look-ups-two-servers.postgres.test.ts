import { expect, it } from "vitest";
import { adminToken, twoServersOnPostgres } from "../../../test/server-process.ts";

/*
 * Two shop processes on one PostgreSQL database: each keeps the catalog's look-ups (a category
 * by its slug, its subtree and specifications; brands by slug) until the catalog changes, and a
 * change through one reaches the other's as the public cache's clear does, by a notification.
 */
const servers = twoServersOnPostgres("shop-look-ups-two").servers;

it("finds, on the other process, a category added through one after it was asked for and unknown", async () => {
  const [first = "", second = ""] = servers.map((s) => s.url);
  let r = 0;
  const statusAtSecond = async () => (await fetch(`${second}/api/parts?category=fat-bikes&r=${++r}`)).status;
  expect(await statusAtSecond()).toBe(400);
  const added = await fetch(`${first}/api/admin/categories`, {
    method: "POST",
    headers: { authorization: `Bearer ${await adminToken(first)}`, "content-type": "application/json" },
    body: JSON.stringify({ slug: "fat-bikes", name: "Fat bikes" }),
  });
  expect(added.status, await added.text()).toBe(201);
  await expect.poll(statusAtSecond, { timeout: 2000 }).toBe(200);
}, 180_000);
