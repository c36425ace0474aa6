import { useEffect, useId, useRef } from "react";

type ConfirmModalProps = {
  title: string;
  text: string;
  confirmLabel?: string;
  busy?: boolean;
  onConfirm(): void;
  onCancel(): void;
};

/** The delete confirmation: a real modal dialog (focus stays inside, Escape cancels). */
export function ConfirmModal({ title, text, confirmLabel = "Delete", busy, onConfirm, onCancel }: ConfirmModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    dialog?.showModal();
    return () => dialog?.close();
  }, []);
  return (
    <dialog ref={ref} className="modal" aria-labelledby={titleId} onCancel={onCancel}>
      <div className="modal-box">
        <h3 id={titleId} className="text-lg font-bold">
          {title}
        </h3>
        <p className="py-4">{text}</p>
        <div className="modal-action">
          <button type="button" className="btn" onClick={onCancel}>
            Cancel
          </button>
          <button type="button" className="btn btn-error" onClick={onConfirm} disabled={busy}>
            {busy && <span className="spinner spinner-sm" />}
            {confirmLabel}
          </button>
        </div>
      </div>
    </dialog>
  );
}
