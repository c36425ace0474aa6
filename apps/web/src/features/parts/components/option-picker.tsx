import type { Part, Variant } from "@shop/contract";
import { stockLevel } from "@shop/contract/stock";
import { Link } from "react-router";

/**
 * The options of a product with variants: for each option (Diameter), its values as links to the
 * variant that has it, the other options kept where a variant has them. Each variant is its own
 * page (/parts/{id}), so a choice changes the address, price, stock and the Order Now link, can
 * be shared, and works without scripts. Each value shows its variant's price, and says when it is
 * sold out, from the part's own answer, and 'Fits your bike' once the active bike's verdict has
 * come (issue 32).
 */
export function OptionPicker({
  part,
  fits,
}: {
  part: Part;
  /** The variants that fit the active bike (issue 32), marked 'Fits'; none without a bike. */
  fits?: Set<string>;
}) {
  const names = [...new Set(part.variants.flatMap((v) => Object.keys(v.options)))];
  if (names.length === 0) return null;
  return (
    <div className="flex flex-col gap-3">
      {names.map((name) => {
        const values = [...new Set(part.variants.map((v) => v.options[name]).filter((v) => v !== undefined))];
        return (
          <fieldset key={name}>
            <legend className="mb-1 text-sm font-semibold">
              {name}: <span className="font-normal">{part.options[name]}</span>
            </legend>
            <ul className="flex flex-wrap gap-2">
              {values.map((value) => {
                const target = variantWith(part, name, value);
                const chosen = part.options[name] === value;
                const soldOut = target !== undefined && stockLevel(target) === "sold-out";
                const fitting = target !== undefined && fits?.has(target._id);
                return (
                  <li key={value}>
                    <Link
                      to={`/parts/${target?._id ?? part._id}`}
                      replace
                      preventScrollReset
                      aria-current={chosen ? "true" : undefined}
                      className={`btn btn-sm h-auto min-h-9 flex-col gap-0 py-1 ${chosen ? "btn-primary" : "btn-outline"}`}
                    >
                      {value}
                      {target && (
                        <span className="text-xs font-normal">
                          ${target.price.toFixed(2)}
                          {soldOut && " · Sold out"}
                        </span>
                      )}
                      {fitting && <span className="text-xs font-semibold">Fits your bike</span>}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </fieldset>
        );
      })}
    </div>
  );
}

/** The variant with this option's value and as many of the current part's other options as can be. */
function variantWith(part: Part, name: string, value: string): Variant | undefined {
  const candidates = part.variants.filter((v) => v.options[name] === value);
  const alike = (v: Variant) =>
    Object.entries(part.options).filter(([n, val]) => n !== name && v.options[n] === val).length;
  return candidates.sort((a, b) => alike(b) - alike(a))[0];
}
