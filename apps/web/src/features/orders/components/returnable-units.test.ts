import type { Order, OrderReturn } from "@shop/contract";
import { describe, expect, it } from "vitest";
import { returnableUnits } from "./returnable-units.ts";

const line = (quantity: number) => ({ quantity }) as Order["lines"][number];
const asked = (status: OrderReturn["status"], lines: [number, number][]) =>
  ({ status, lines: lines.map(([lineNo, quantity]) => ({ lineNo, quantity })) }) as OrderReturn;

describe("returnableUnits", () => {
  it("is what was bought of each line less what is in returns that were not refused", () => {
    const order = {
      lines: [line(3), line(2)],
      returns: [
        asked("Requested", [[1, 1]]),
        asked("Refunded", [
          [1, 1],
          [2, 2],
        ]),
        asked("Refused", [[1, 1]]),
      ],
    } as Order;
    expect(returnableUnits(order)).toEqual([1, 0]);
  });

  it("is every unit of an order with no returns", () => {
    expect(returnableUnits({ lines: [line(4)] } as Order)).toEqual([4]);
  });
});
