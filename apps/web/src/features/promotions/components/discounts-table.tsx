import type { Discount } from "@shop/contract";
import { DataTable } from "../../../components/data-table.tsx";

const usd = (dollars: number) => `$${dollars.toFixed(2)}`;
const day = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });

/** What a code takes off, and on what. */
function terms(d: Discount) {
  const off = d.kind === "percent" ? `${d.value}%` : usd(d.value);
  const on = d.scope === "order" ? "the order" : (d.scopeName ?? d.category ?? d.brand ?? "");
  return `${off} off ${on}${d.minSubtotal ? `, from ${usd(d.minSubtotal)}` : ""}`;
}

/** When a code may be used, in the viewer's time. */
function when(d: Discount) {
  if (!d.startsAt && !d.endsAt) return "Always";
  const from = d.startsAt ? `from ${day.format(new Date(d.startsAt))}` : "";
  const until = d.endsAt ? `until ${day.format(new Date(d.endsAt))}` : "";
  return [from, until].filter(Boolean).join(" ");
}

/** The owner's codes: terms, dates, uses against their limits, revenue, and a deactivate button. */
export function DiscountsTable({
  codes,
  busy,
  onActive,
}: {
  codes: Discount[];
  busy: boolean;
  onActive: (code: Discount, active: boolean) => void;
}) {
  return (
    <DataTable
      label="Discount codes"
      empty="No discount code yet."
      headers={["Code", "Discount", "When", "Uses", "Revenue", "Status", "Change"]}
    >
      {codes.map((d) => (
        <tr key={d._id}>
          <td className="font-mono font-semibold">{d.code}</td>
          <td>{terms(d)}</td>
          <td>{when(d)}</td>
          <td>
            {d.uses}
            {d.usageLimit !== null && ` of ${d.usageLimit}`}
            {d.perCustomerLimit !== null && (
              <span className="block text-xs text-base-content/70">{d.perCustomerLimit} per customer</span>
            )}
          </td>
          <td>{usd(d.revenue)}</td>
          <td>
            <span className={`badge ${d.active ? "badge-success" : "badge-ghost"}`}>
              {d.active ? "Active" : "Inactive"}
            </span>
          </td>
          <td>
            <button
              type="button"
              className="btn btn-outline btn-sm"
              disabled={busy}
              aria-label={`${d.active ? "Deactivate" : "Activate"} ${d.code}`}
              onClick={() => onActive(d, !d.active)}
            >
              {d.active ? "Deactivate" : "Activate"}
            </button>
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
