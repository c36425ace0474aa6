import type { Part } from "@shop/contract";

/** How a category names and measures a specification (from its definitions). */
export type SpecLabel = { key: string; label: string; unit: string | null };

/**
 * The part's specifications as a table, in its category's order, by their names; a key the
 * definitions do not name (they were not loaded) is shown by the key itself.
 */
export function SpecTable({ part, labels }: { part: Part; labels: SpecLabel[] }) {
  const known = labels.filter((l) => l.key in part.specs);
  const rest = Object.keys(part.specs)
    .filter((key) => !labels.some((l) => l.key === key))
    .map((key) => ({ key, label: key, unit: null }));
  const rows = [...known, ...rest];
  if (rows.length === 0) return null;
  return (
    <section aria-labelledby="specifications" className="max-w-2xl">
      <h2 id="specifications" className="mb-2 text-xl font-bold">
        Specifications
      </h2>
      <table className="table table-sm">
        <tbody>
          {rows.map(({ key, label, unit }) => (
            <tr key={key}>
              <th scope="row" className="w-1/2 font-semibold">
                {label}
              </th>
              <td>{unit ? `${part.specs[key]} ${unit}` : String(part.specs[key])}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
