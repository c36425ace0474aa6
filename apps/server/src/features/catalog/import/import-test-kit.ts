import { parse } from "csv-parse/sync";
import type { TestApp } from "../../../../test/helper.ts";
import { multipart } from "../../../../test/pictures.ts";
import type { Customer } from "../../../../test/shop.ts";

/* Helpers the catalog import's tests share. */

export const HEADER =
  "family,sku,mpn,name,description,picture,category,brand,price,minimum,stock,weight,option.Range,spec.speeds,spec.freehub,spec.range";

/** A cassette row of the HEADER's columns; `change` replaces cells by column name. */
export function cassetteRow(sku: string, change: Record<string, string> = {}): string {
  const cells: Record<string, string> = {
    family: "TEST-CS",
    sku,
    mpn: "",
    name: "Test Cassette",
    description: "A cassette made for a test",
    picture: "/images/parts/cassette.svg",
    category: "cassettes",
    brand: "velotek",
    price: "49.90",
    minimum: "1",
    stock: "20",
    weight: "300",
    "option.Range": "11-32",
    "spec.speeds": "11",
    "spec.freehub": "HG",
    "spec.range": "11-32",
    ...change,
  };
  return HEADER.split(",")
    .map((c) => cells[c] ?? "")
    .join(",");
}

export const csvFile = (...lines: string[]) => `${lines.join("\r\n")}\r\n`;

export function preview(t: TestApp, who: Customer | undefined, content: string | Buffer, field = "file") {
  return t.app.inject({
    method: "POST",
    url: "/api/catalog/imports",
    headers: who?.auth,
    payload: multipart(field, "catalog.csv", "text/csv", content),
  });
}

export function confirm(t: TestApp, who: Customer | undefined, id: string) {
  return t.app.inject({ method: "POST", url: `/api/catalog/imports/${id}/confirm`, headers: who?.auth });
}

export async function exported(t: TestApp, who: Customer) {
  const res = await t.app.inject({ method: "GET", url: "/api/catalog/export.csv", headers: who.auth });
  return { res, rows: parse(res.body) as string[][] };
}

/** A confirm that streams its progress: the answer and its lines, parsed. */
export async function confirmStreamed(t: TestApp, who: Customer | undefined, id: string) {
  const res = await t.app.inject({
    method: "POST",
    url: `/api/catalog/imports/${id}/confirm`,
    headers: { ...who?.auth, accept: "application/x-ndjson" },
  });
  const lines = res.headers["content-type"]?.toString().startsWith("application/x-ndjson")
    ? res.body
        .split("\n")
        .filter(Boolean)
        .map((l) => JSON.parse(l) as Record<string, unknown>)
    : [];
  return { res, lines };
}
