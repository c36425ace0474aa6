import type { CartLine } from "@shop/contract";
import Trash2 from "lucide-react/icons/trash-2";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { price } from "../money.ts";
import { QuantityControl } from "./quantity-control.tsx";

/** A line's price now, and the one it was added at when that differs. */
function UnitPrice({ line }: { line: CartLine }) {
  if (!line.priceChanged) return <span>{price(line.unitPrice)}</span>;
  return (
    <span className="flex flex-col">
      <span className="font-semibold text-warning-content">
        <span className="badge badge-warning badge-sm mr-1">Price changed</span>
        {price(line.unitPrice)}
      </span>
      <span className="text-xs text-base-content/70">
        was <s>{price(line.addedPrice)}</s>
      </span>
    </span>
  );
}

/**
 * The cart's lines: picture, name, unit price, quantity, line total; `onQuantity` sets a line
 * (0 takes it out). Without it (the checkout's summary) the quantities are only shown. `note`
 * adds what another feature says of a line's part (the garage: it does not fit your bike).
 */
export function CartLines({
  lines,
  busy,
  onQuantity,
  note,
}: {
  lines: CartLine[];
  busy?: boolean;
  onQuantity?: (line: CartLine, quantity: number) => void;
  note?: (partId: string) => ReactNode;
}) {
  return (
    <ul className="divide-y divide-base-300" aria-label="Cart lines">
      {lines.map((line) => {
        const options = Object.values(line.options).join(", ");
        return (
          <li key={line.partId} className="flex flex-wrap items-center gap-x-4 gap-y-2 py-4" data-testid="cart-line">
            <img src={line.img} alt="" width={80} height={60} className="h-15 w-20 rounded object-cover" />
            <div className="min-w-40 flex-1">
              <Link to={`/parts/${line.partId}`} className="link-hover link font-semibold">
                {line.name}
              </Link>
              {options && <p className="text-sm text-base-content/70">{options}</p>}
              <p className="text-sm">
                <UnitPrice line={line} />
              </p>
              {note?.(line.partId)}
            </div>
            {onQuantity ? (
              <div className="flex items-center gap-2">
                <QuantityControl
                  name={line.name}
                  quantity={line.quantity}
                  min={line.minQuantity}
                  max={line.availableQuantity}
                  disabled={busy}
                  onChange={(q) => onQuantity(line, q)}
                />
                <button
                  type="button"
                  className="btn btn-ghost btn-square btn-sm"
                  aria-label={`Remove ${line.name}`}
                  disabled={busy}
                  onClick={() => onQuantity(line, 0)}
                >
                  <Trash2 className="h-4 w-4" aria-hidden="true" />
                </button>
              </div>
            ) : (
              <span className="text-sm">x {line.quantity}</span>
            )}
            <span className="ml-auto flex w-24 flex-col text-right font-semibold" data-testid="line-total">
              {price(line.lineTotal)}
              {line.discount > 0 && (
                <span className="text-sm font-normal text-success" data-testid="line-discount">
                  -{price(line.discount)}
                </span>
              )}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
