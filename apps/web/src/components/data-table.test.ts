import { createElement as h } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { expect, it } from "vitest";
import { DataRow, DataTable } from "./data-table.tsx";

/** A row with a component of its own, as the admin's rename-in-place rows are. */
const OwnRow = () => h(DataRow, null, h("th", null, "Cassettes"), h("td", null, "17"));

it("names each cell of a plain row and of a row component with its column, for the phone's cards", () => {
  const plain = h("tr", { key: "plain" }, h("th", null, "Chains"), h("td", null, "9"));
  const children = [plain, h(OwnRow, { key: "own" })];
  const html = renderToStaticMarkup(h(DataTable, { label: "Categories", headers: ["Category", "Parts"], children }));
  expect(html).toContain(
    '<th data-label="Category" role="rowheader">Chains</th><td data-label="Parts" role="cell">9</td>',
  );
  expect(html).toContain(
    '<th data-label="Category" role="rowheader">Cassettes</th><td data-label="Parts" role="cell">17</td>',
  );
});
