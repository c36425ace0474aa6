import type { CartNotice } from "@shop/contract";

/** What the shop changed in the cart since it was last shown: removed parts, lowered quantities, new prices. */
export function CartNotices({ notices }: { notices: CartNotice[] }) {
  if (notices.length === 0) return null;
  return (
    <div role="status" className="alert alert-warning mb-4 flex-col items-start gap-1">
      {notices.map((n) => (
        <p key={`${n.kind}-${n.partId ?? n.name}`}>{n.message}</p>
      ))}
    </div>
  );
}
