import type { OrderReturn } from "@shop/contract";
import { RETURN_NOTE_MAX, returnMessages } from "@shop/contract/return-words";
import { useEffect, useId, useRef, useState } from "react";
import { toast } from "../../../lib/toast.tsx";
import { useApproveReturn } from "../api/approve-return.ts";
import { useReceiveReturn } from "../api/receive-return.ts";
import { useRefundReturn } from "../api/refund-return.ts";
import { useRefuseReturn } from "../api/refuse-return.ts";
import { returnedParts } from "./order-returns.tsx";

type Asking = { kind: "refuse" | "refund"; target: OrderReturn };

/**
 * The admin's buttons for a return, by its state: Approve or Refuse (with a message), Mark
 * received, Refund (shipping too, or not). Refusing and refunding ask first, in a dialog.
 */
export function useReturnActions() {
  const approve = useApproveReturn();
  const receive = useReceiveReturn();
  const [asking, setAsking] = useState<Asking | null>(null);
  const busy = approve.isPending || receive.isPending;

  const actions = (r: OrderReturn) => {
    const label = returnedParts(r);
    if (r.status === "Requested")
      return (
        <span className="flex flex-wrap gap-1">
          <button
            type="button"
            className="btn btn-success btn-xs"
            aria-label={`Approve the return of ${label}`}
            disabled={busy}
            onClick={() => approve.mutate(r._id, { onSuccess: () => toast.success(returnMessages.approved) })}
          >
            Approve
          </button>
          <button
            type="button"
            className="btn btn-outline btn-error btn-xs"
            aria-label={`Refuse the return of ${label}`}
            onClick={() => setAsking({ kind: "refuse", target: r })}
          >
            Refuse
          </button>
        </span>
      );
    if (r.status === "Approved")
      return (
        <button
          type="button"
          className="btn btn-info btn-xs"
          aria-label={`Mark the return of ${label} received`}
          disabled={busy}
          onClick={() => receive.mutate(r._id, { onSuccess: () => toast.success(returnMessages.received) })}
        >
          Mark received
        </button>
      );
    if (r.status === "Received")
      return (
        <button
          type="button"
          className="btn btn-warning btn-xs"
          aria-label={`Refund the return of ${label}`}
          onClick={() => setAsking({ kind: "refund", target: r })}
        >
          Refund
        </button>
      );
    return null;
  };

  const close = () => setAsking(null);
  const dialog =
    asking?.kind === "refuse" ? (
      <RefuseDialog target={asking.target} onClose={close} />
    ) : asking?.kind === "refund" ? (
      <RefundDialog target={asking.target} onClose={close} />
    ) : null;
  return { actions, dialog };
}

function useModal() {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    dialog?.showModal();
    return () => dialog?.close();
  }, []);
  return ref;
}

function RefuseDialog({ target, onClose }: { target: OrderReturn; onClose(): void }) {
  const ref = useModal();
  const titleId = useId();
  const refuse = useRefuseReturn();
  const [message, setMessage] = useState("");
  return (
    <dialog ref={ref} className="modal" aria-labelledby={titleId} onCancel={onClose}>
      <form
        className="modal-box flex flex-col gap-3"
        onSubmit={(e) => {
          e.preventDefault();
          refuse.mutate(
            { id: target._id, message },
            { onSuccess: () => toast.success(returnMessages.refused), onSettled: onClose },
          );
        }}
      >
        <h3 id={titleId} className="text-lg font-bold">
          Refuse the return of {returnedParts(target)}?
        </h3>
        <label className="flex flex-col gap-1 text-sm">
          <span className="font-semibold">Message to the customer</span>
          <textarea
            className="textarea w-full"
            required
            maxLength={RETURN_NOTE_MAX}
            value={message}
            onChange={(e) => setMessage(e.target.value)}
          />
        </label>
        <div className="modal-action">
          <button type="button" className="btn" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="btn btn-error" disabled={refuse.isPending || !message.trim()}>
            {refuse.isPending && <span className="spinner spinner-sm" />}
            Refuse return
          </button>
        </div>
      </form>
    </dialog>
  );
}

function RefundDialog({ target, onClose }: { target: OrderReturn; onClose(): void }) {
  const ref = useModal();
  const titleId = useId();
  const refund = useRefundReturn();
  const [refundShipping, setRefundShipping] = useState(false);
  return (
    <dialog ref={ref} className="modal" aria-labelledby={titleId} onCancel={onClose}>
      <div className="modal-box flex flex-col gap-3">
        <h3 id={titleId} className="text-lg font-bold">
          Refund the return of {returnedParts(target)}?
        </h3>
        <p>{target.email} gets these parts' share of the order back on their card, and the units go back in stock.</p>
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            className="checkbox checkbox-sm"
            checked={refundShipping}
            onChange={(e) => setRefundShipping(e.target.checked)}
          />
          Refund the order's shipping too
        </label>
        <div className="modal-action">
          <button type="button" className="btn" onClick={onClose}>
            Cancel
          </button>
          <button
            type="button"
            className="btn btn-warning"
            disabled={refund.isPending}
            onClick={() =>
              refund.mutate(
                { id: target._id, refundShipping },
                { onSuccess: () => toast.success(returnMessages.refunded), onSettled: onClose },
              )
            }
          >
            {refund.isPending && <span className="spinner spinner-sm" />}
            Refund return
          </button>
        </div>
      </div>
    </dialog>
  );
}
