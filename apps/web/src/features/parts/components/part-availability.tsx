import { dispatchPromise } from "@shop/contract/shop";
import { type StockLevel, stockLevel, stockText } from "@shop/contract/stock";
import type { LucideIcon } from "lucide-react";
import CircleAlert from "lucide-react/icons/circle-alert";
import CircleCheck from "lucide-react/icons/circle-check";
import CircleX from "lucide-react/icons/circle-x";
import Truck from "lucide-react/icons/truck";

const looks: Record<StockLevel, { Icon: LucideIcon; className: string }> = {
  "in-stock": { Icon: CircleCheck, className: "text-success" },
  low: { Icon: CircleAlert, className: "text-amber-700" },
  "sold-out": { Icon: CircleX, className: "text-error" },
};

/** Whether the part can be had, and when it would leave the workshop. */
export function PartAvailability({ part }: { part: { availableQuantity: number; minQuantity: number } }) {
  const level = stockLevel(part);
  const { Icon, className } = looks[level];
  return (
    <div className="flex flex-col gap-1 text-sm">
      <p className={`flex items-center gap-1.5 font-semibold ${className}`} data-stock={level}>
        <Icon className="h-4 w-4 shrink-0" aria-hidden="true" />
        {stockText(part)}
      </p>
      {level !== "sold-out" && (
        <p className="flex items-center gap-1.5 text-base-content/80">
          <Truck className="h-4 w-4 shrink-0" aria-hidden="true" />
          {dispatchPromise}
        </p>
      )}
    </div>
  );
}
