import { useState } from "react";
import { deleted } from "../lib/messages.ts";
import { toast } from "../lib/toast.tsx";
import { ConfirmModal } from "./confirm-modal.tsx";

type DeleteDialogOptions<T> = {
  remove(item: T): Promise<{ deletedCount: number }>;
  busy: boolean;
  title(item: T): string;
  text(item: T): string;
  /** The spec's toasts: `deleted(name)`, else `failure(item)`. */
  name(item: T): string;
  failure(item: T): string;
};

/**
 * The spec's delete flow: the target is held until confirm or cancel; on confirm the item is
 * deleted, the toast says how it went and the dialog closes either way.
 */
export function useDeleteDialog<T>(o: DeleteDialogOptions<T>) {
  const [target, setTarget] = useState<T | null>(null);

  async function confirm(item: T) {
    try {
      const answer = await o.remove(item);
      if (answer.deletedCount > 0) toast.success(deleted(o.name(item)));
      else toast.error(o.failure(item));
    } catch {
      toast.error(o.failure(item));
    }
    setTarget(null);
  }

  const dialog = target !== null && (
    <ConfirmModal
      title={o.title(target)}
      text={o.text(target)}
      busy={o.busy}
      onConfirm={() => confirm(target)}
      onCancel={() => setTarget(null)}
    />
  );
  return { ask: setTarget, dialog };
}
