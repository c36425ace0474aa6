import { zodResolver } from "@hookform/resolvers/zod";
import type { Part } from "@shop/contract";
import { orderAtLeast, orderAtMost, orderPlaced } from "@shop/contract/messages";
import { type OrderForm as OrderFormValues, orderFormSchema } from "@shop/contract/orders";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { FormField } from "../../../components/form-field.tsx";
import { useCurrentUser } from "../../../lib/session.ts";
import { toast } from "../../../lib/toast.tsx";
import { useCreateOrder } from "../api/create-order.ts";
import { OrderPlaced } from "./order-placed.tsx";

const empty: OrderFormValues = { phone: "", address: "", orderQuantity: "" };

/**
 * The order form. A quantity outside minimum..available shows the spec's toast and disables the
 * Order button for good, as the spec says; the server checks the range again.
 */
export function OrderForm({ part }: { part: Part }) {
  const { user } = useCurrentUser();
  const [blocked, setBlocked] = useState(false);
  const [placedId, setPlacedId] = useState<string>();
  const createOrder = useCreateOrder();
  const form = useForm<OrderFormValues>({ resolver: zodResolver(orderFormSchema), defaultValues: empty });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) => {
    const quantity = values.orderQuantity === "" ? part.minQuantity : Number(values.orderQuantity);
    if (quantity < part.minQuantity || quantity > part.availableQuantity) {
      toast.error(quantity < part.minQuantity ? orderAtLeast(part.minQuantity) : orderAtMost(part.availableQuantity));
      setBlocked(true);
      return;
    }
    createOrder.mutate(
      {
        productId: part._id,
        phone: values.phone,
        address: values.address,
        orderQuantity: quantity,
      },
      {
        onSuccess: (answer) => {
          if (!answer.acknowledged) return;
          toast.success(orderPlaced(quantity));
          setPlacedId(answer.insertedId);
          form.reset(empty);
        },
      },
    );
  });

  return (
    <div className="card bg-base-100 shadow-md">
      <form noValidate onSubmit={onSubmit} className="card-body gap-2">
        <h2 className="card-title">Place your order</h2>
        {placedId && <OrderPlaced orderId={placedId} payable={part.price > 0} />}
        <FormField label="Name" readOnly value={user?.name ?? ""} />
        <FormField label="Email" type="email" readOnly value={user?.email ?? ""} />
        <FormField
          label="Phone Number"
          type="tel"
          autoComplete="tel"
          error={errors.phone?.message}
          {...form.register("phone")}
        />
        <FormField
          label="Address"
          autoComplete="street-address"
          error={errors.address?.message}
          {...form.register("address")}
        />
        <FormField
          label="Quantity"
          type="number"
          inputMode="numeric"
          min={part.minQuantity}
          max={part.availableQuantity}
          placeholder={`At least ${part.minQuantity}`}
          error={errors.orderQuantity?.message}
          {...form.register("orderQuantity")}
        />
        <button type="submit" className="btn btn-primary mt-2" disabled={blocked || createOrder.isPending}>
          {createOrder.isPending && <span className="spinner spinner-sm" />}
          Order
        </button>
      </form>
    </div>
  );
}
