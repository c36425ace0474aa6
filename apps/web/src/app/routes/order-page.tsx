import { useParams } from "react-router";
import { PageTitle } from "../../components/page-title.tsx";
import { QueryState } from "../../components/query-state.tsx";
import { OrderForm } from "../../features/orders/components/order-form.tsx";
import { usePart } from "../../features/parts/api/get-part.ts";
import { PartSummary } from "../../features/parts/components/part-summary.tsx";
import { NotifyMe } from "../../features/stock-alerts/components/notify-me.tsx";

/** /Order/{productId}: the part on the left, the order form on the right. */
export default function OrderPage() {
  const { productId = "" } = useParams();
  const part = usePart(productId);
  return (
    <section className="mx-auto max-w-6xl px-4 py-10">
      <PageTitle page="Order" />
      <QueryState query={part}>
        {(data) => (
          <div className="grid items-start gap-8 md:grid-cols-2">
            <div className="flex flex-col gap-4">
              <PartSummary part={data} />
              {/* The spec's order form stays; a part that cannot be ordered also offers its alert. */}
              <NotifyMe part={data} />
            </div>
            <OrderForm part={data} />
          </div>
        )}
      </QueryState>
    </section>
  );
}
