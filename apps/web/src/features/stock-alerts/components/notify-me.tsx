import { stockLevel } from "@shop/contract/stock";
import { stockAlertMessages } from "@shop/contract/stock-alerts-messages";
import BellRing from "lucide-react/icons/bell-ring";
import { lazy, Suspense } from "react";
import { useHydrated } from "../../../lib/use-hydrated.ts";

// The form and its checks load only on a sold-out part's page, once its scripts run.
const NotifyForm = lazy(() => import("./notify-form.tsx"));

const waitingButton = (
  <button type="button" className="btn btn-secondary self-start" disabled>
    <BellRing className="h-4 w-4" aria-hidden="true" />
    {stockAlertMessages.notifyMe}
  </button>
);

/** On the page of a part that cannot be ordered: ask to be told, once, when it is back. */
export function NotifyMe({
  part,
}: {
  part: { _id: string; name: string; availableQuantity: number; minQuantity: number };
}) {
  const hydrated = useHydrated();
  if (stockLevel(part) !== "sold-out") return null;
  return (
    <section id="notify" aria-label="Back in stock alert" className="flex flex-col gap-2 rounded-box bg-base-200 p-4">
      <p className="text-sm">We can tell you by e-mail, once, when {part.name} can be ordered again.</p>
      {hydrated ? (
        <Suspense fallback={waitingButton}>
          <NotifyForm partId={part._id} />
        </Suspense>
      ) : (
        waitingButton
      )}
    </section>
  );
}
