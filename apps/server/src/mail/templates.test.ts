import { expect, it } from "vitest";
import { orderReceivedMail } from "./templates.ts";

it("lists a checkout's lines and totals in its order mail, and a single-part order's as before", () => {
  const base = { email: "r@example.com", userName: "Rider", partName: "Chain", orderQuantity: 3, totalCents: 7742 };
  const checkout = orderReceivedMail(
    {
      ...base,
      lines: [
        { name: "Chain", quantity: 3, priceCents: 5997 },
        { name: "Pads", quantity: 1, priceCents: 1250 },
      ],
      subtotalCents: 7247,
      shippingCents: 495,
      taxCents: 1237,
    },
    "http://shop.test/deshboard/myorders",
  );
  expect(checkout.subject).toBe("We received your order of 2 parts");
  for (const line of [
    "3 x Chain: $59.97",
    "1 x Pads: $12.50",
    "Subtotal: $72.47",
    "Shipping: $4.95",
    "Tax: $12.37",
    "Total: $77.42",
  ]) {
    expect(checkout.text).toContain(line);
  }
  const single = orderReceivedMail(base, "http://shop.test/deshboard/myorders");
  expect(single.subject).toBe("We received your order of Chain");
  expect(single.text).toContain("thank you for ordering 3 x Chain ($77.42).");
  expect(single.text).not.toContain("Subtotal");
});
