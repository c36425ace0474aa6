import type { Order } from "@shop/contract";
import { RETURN_NOTE_MAX, RETURN_REASONS, type ReturnReason, returnMessages } from "@shop/contract/return-words";
import { useEffect, useId, useRef, useState } from "react";
import { toast } from "../../../lib/toast.tsx";
import { useAskReturn } from "../api/ask-return.ts";
import { returnableUnits } from "./returnable-units.ts";

/** My orders' 'Return': the order's lines with how many of each go back, a reason and a note. */
export function useReturnDialog() {
  const [target, setTarget] = useState<Order | null>(null);
  const dialog = target !== null && <ReturnDialog order={target} onClose={() => setTarget(null)} />;
  return { ask: setTarget, dialog };
}

function ReturnDialog({ order, onClose }: { order: Order; onClose(): void }) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const ask = useAskReturn();
  const left = returnableUnits(order);
  const [quantities, setQuantities] = useState<number[]>(order.lines.map(() => 0));
  const [reason, setReason] = useState<ReturnReason | "">("");
  const [note, setNote] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    const dialog = ref.current;
    dialog?.showModal();
    return () => dialog?.close();
  }, []);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const lines = quantities.map((quantity, i) => ({ lineNo: i + 1, quantity })).filter((l) => l.quantity > 0);
    if (lines.length === 0) return setProblem(returnMessages.chooseUnits);
    if (!reason) return setProblem(returnMessages.chooseReason);
    setProblem(null);
    ask.mutate(
      { orderId: order._id, request: { lines, reason, ...(note.trim() && { note: note.trim() }) } },
      {
        onSuccess: () => {
          toast.success(returnMessages.requested);
          onClose();
        },
      },
    );
  };

  return (
    <dialog ref={ref} className="modal" aria-labelledby={titleId} onCancel={onClose}>
      <form className="modal-box flex flex-col gap-4" onSubmit={submit} noValidate>
        <h3 id={titleId} className="text-lg font-bold">
          Return parts of your order
        </h3>
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-semibold">How many of each part go back</legend>
          {order.lines.map((line, i) => (
            <label key={line.partId ?? `line-${i}`} className="flex items-center justify-between gap-3 text-sm">
              <span className="min-w-0 [overflow-wrap:anywhere]">
                {line.name}
                <span className="block text-xs text-base-content/70">
                  {left[i] === 0 ? "Already in a return" : `Up to ${left[i]}`}
                </span>
              </span>
              <input
                type="number"
                className="input input-sm w-20"
                aria-label={`Units of ${line.name} to return`}
                min={0}
                max={left[i]}
                disabled={left[i] === 0}
                value={quantities[i]}
                onChange={(e) => {
                  const n = Math.max(0, Math.min(left[i] ?? 0, Math.trunc(Number(e.target.value) || 0)));
                  setQuantities((q) => q.map((v, j) => (j === i ? n : v)));
                }}
              />
            </label>
          ))}
        </fieldset>
        <label className="flex flex-col gap-1 text-sm">
          <span className="font-semibold">Reason</span>
          <select
            className="select w-full"
            value={reason}
            onChange={(e) => setReason(e.target.value as ReturnReason | "")}
          >
            <option value="">Choose a reason</option>
            {Object.entries(RETURN_REASONS).map(([code, words]) => (
              <option key={code} value={code}>
                {words}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1 text-sm">
          <span className="font-semibold">Note (optional)</span>
          <textarea
            className="textarea w-full"
            maxLength={RETURN_NOTE_MAX}
            value={note}
            onChange={(e) => setNote(e.target.value)}
          />
        </label>
        {problem && (
          <p role="alert" className="text-sm text-error">
            {problem}
          </p>
        )}
        <div className="modal-action">
          <button type="button" className="btn" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="btn btn-primary" disabled={ask.isPending}>
            {ask.isPending && <span className="spinner spinner-sm" />}
            Ask for a return
          </button>
        </div>
      </form>
    </dialog>
  );
}
