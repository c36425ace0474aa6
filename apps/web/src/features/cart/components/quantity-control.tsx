import Minus from "lucide-react/icons/minus";
import Plus from "lucide-react/icons/plus";
import { useEffect, useState } from "react";
import { toast } from "../../../lib/toast.tsx";
import { keptQuantity } from "../quantity.ts";

/** A cart line's quantity, typed or stepped, kept between the part's minimum and its stock (quantity.ts). */
export function QuantityControl({
  name,
  quantity,
  min,
  max,
  disabled,
  onChange,
}: {
  name: string;
  quantity: number;
  min: number;
  max: number;
  disabled?: boolean;
  onChange: (quantity: number) => void;
}) {
  const [text, setText] = useState(String(quantity));
  useEffect(() => setText(String(quantity)), [quantity]);

  const commit = (wanted: number) => {
    const { quantity: next, refusal } = keptQuantity(wanted, min, max);
    if (refusal) toast.error(refusal);
    setText(String(next));
    if (next !== quantity) onChange(next);
  };

  return (
    <div className="join">
      <button
        type="button"
        className="btn join-item btn-sm"
        aria-label={`One ${name} less`}
        disabled={disabled}
        onClick={() => commit(quantity - 1)}
      >
        <Minus className="h-4 w-4" aria-hidden="true" />
      </button>
      <input
        type="number"
        inputMode="numeric"
        className="input join-item input-sm w-20 text-center"
        aria-label={`Quantity of ${name}`}
        min={min}
        max={max}
        value={text}
        disabled={disabled}
        onChange={(e) => setText(e.target.value)}
        onBlur={() => commit(Math.trunc(Number(text)))}
        onKeyDown={(e) => {
          if (e.key === "Enter") commit(Math.trunc(Number(text)));
        }}
      />
      <button
        type="button"
        className="btn join-item btn-sm"
        aria-label={`One ${name} more`}
        disabled={disabled}
        onClick={() => commit(quantity + 1)}
      >
        <Plus className="h-4 w-4" aria-hidden="true" />
      </button>
    </div>
  );
}
