import type { CartCode } from "@shop/contract";
import { discountMessages } from "@shop/contract/discount-messages";
import TicketPercent from "lucide-react/icons/ticket-percent";
import { type FormEvent, useState } from "react";
import { errorMessage } from "../../../lib/error-message.ts";
import { toast } from "../../../lib/toast.tsx";
import { useApplyDiscount } from "../api/apply-discount.ts";
import { useRemoveDiscount } from "../api/remove-discount.ts";

/**
 * The cart's discount code (issue 31), in the cart and at checkout: a field to apply one, or the
 * code applied with a button to remove it. A code refused, or one that no longer applies to the
 * cart as it is, says why; the totals show what it took off.
 */
export function DiscountCodeForm({ applied }: { applied: CartCode | null }) {
  const apply = useApplyDiscount();
  const remove = useRemoveDiscount();
  const [code, setCode] = useState("");

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed = code.trim();
    if (!typed) return;
    apply.mutate(typed, {
      onSuccess: (cart) => {
        setCode("");
        toast.success(discountMessages.applied(cart.discountCode?.code ?? typed));
      },
    });
  };

  if (applied) {
    return (
      <section className="flex flex-col gap-1" aria-label="Discount code">
        <div className="flex items-center gap-2">
          <TicketPercent className="h-4 w-4 shrink-0" aria-hidden="true" />
          <span className="badge badge-outline font-mono" data-testid="discount-code">
            {applied.code}
          </span>
          <button
            type="button"
            className="btn btn-ghost btn-xs ml-auto"
            disabled={remove.isPending}
            onClick={() => remove.mutate(undefined, { onSuccess: () => toast.success(discountMessages.removed) })}
          >
            Remove code
          </button>
        </div>
        {applied.message && (
          <p role="alert" className="text-sm text-error">
            {applied.message}
          </p>
        )}
      </section>
    );
  }

  return (
    <form onSubmit={submit} className="flex flex-col gap-1" noValidate>
      <label className="text-sm font-semibold" htmlFor="discount-code">
        Discount code
      </label>
      <div className="join w-full">
        <input
          id="discount-code"
          name="discountCode"
          className="input join-item input-sm w-full font-mono"
          autoComplete="off"
          maxLength={32}
          value={code}
          onChange={(e) => {
            setCode(e.target.value);
            apply.reset();
          }}
        />
        <button type="submit" className="btn join-item btn-sm" disabled={apply.isPending || !code.trim()}>
          Apply
        </button>
      </div>
      {apply.isError && (
        <p role="alert" className="text-sm text-error">
          {errorMessage(apply.error)}
        </p>
      )}
    </form>
  );
}
