import type { Order } from "@shop/contract";
import { useState } from "react";
import { ConfirmModal } from "../../../components/confirm-modal.tsx";
import { orderRefunded } from "../../../lib/messages.ts";
import { toast } from "../../../lib/toast.tsx";
import { useRefundOrder } from "../api/refund-order.ts";
import { unitsOf } from "./order-lines.tsx";

/**
 * Asks before refunding a paid order: the money goes back and the order cannot ship afterwards.
 * A refusal (the provider's reason) is the usual failure toast.
 */
export function useRefundDialog() {
  const refund = useRefundOrder();
  const [target, setTarget] = useState<Order | null>(null);
  const dialog = target !== null && (
    <ConfirmModal
      title={`Refund the order of ${target.productName}?`}
      text={`${target.userName} gets $${target.total.toFixed(2)} back on their card, the ${unitsOf(target)} units go back in stock, and the order can no longer be shipped.`}
      confirmLabel="Refund"
      busy={refund.isPending}
      onConfirm={() =>
        refund.mutate(target._id, {
          onSuccess: () => toast.success(orderRefunded(target.productName)),
          onSettled: () => setTarget(null),
        })
      }
      onCancel={() => setTarget(null)}
    />
  );
  return { ask: setTarget, dialog };
}
