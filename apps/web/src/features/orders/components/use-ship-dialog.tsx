import type { Order } from "@shop/contract";
import { useState } from "react";
import { ConfirmModal } from "../../../components/confirm-modal.tsx";
import { useShipOrder } from "../api/ship-order.ts";
import { itemsInWords } from "./order-lines.tsx";

/** Asks before marking a paid order shipped: the customer is mailed, and it cannot be refunded afterwards. */
export function useShipDialog() {
  const ship = useShipOrder();
  const [target, setTarget] = useState<Order | null>(null);
  const dialog = target !== null && (
    <ConfirmModal
      title={`Ship the order of ${target.productName}?`}
      text={`${itemsInWords(target)} ($${target.total.toFixed(2)}) to ${target.userName}, ${target.address}, phone ${target.phone}. The customer is told by mail, and the order can no longer be refunded.`}
      confirmLabel="Ship"
      busy={ship.isPending}
      onConfirm={() => ship.mutate(target._id, { onSettled: () => setTarget(null) })}
      onCancel={() => setTarget(null)}
    />
  );
  return { ask: setTarget, dialog, busy: ship.isPending };
}
