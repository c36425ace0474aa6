import type { Order } from "@shop/contract";
import FileDown from "lucide-react/icons/file-down";
import { useDownloadDocument } from "../api/download-document.ts";

/** A paid order's invoice and its credit notes, each a download (issue 31). */
export function OrderDocuments({ order }: { order: Order }) {
  const download = useDownloadDocument();
  if (!order.paid) return null;
  const link = "link link-primary inline-flex items-center gap-1 text-xs disabled:opacity-50";
  return (
    <div className="flex flex-col items-start gap-1">
      <button
        type="button"
        className={link}
        disabled={download.isPending}
        onClick={() => download.mutate({ orderId: order._id })}
      >
        <FileDown className="h-3.5 w-3.5" aria-hidden="true" />
        Download invoice
      </button>
      {order.creditNotes?.map((note) => (
        <button
          key={note.n}
          type="button"
          className={link}
          disabled={download.isPending}
          onClick={() => download.mutate({ orderId: order._id, creditNote: note.n })}
        >
          <FileDown className="h-3.5 w-3.5" aria-hidden="true" />
          Credit note {note.number}
        </button>
      ))}
    </div>
  );
}
