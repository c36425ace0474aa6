import type { Part } from "@shop/contract";
import { partFormSchema } from "@shop/contract/admin";
import { expect, it } from "vitest";
import { partChanges, partForm } from "./part-fields.ts";

const bell: Part = {
  _id: "0b4f5c1e-1111-4222-8333-444455556666",
  name: "Brass Bell",
  img: "/images/parts/bell.svg",
  des: "Loud",
  price: 12.5,
  minQuantity: 2,
  availableQuantity: 40,
  sku: "BPH-BELL",
  mpn: null,
  brand: null,
  category: null,
  specs: {},
  weight: null,
  options: {},
  variants: [],
};
/** What the form hands over on submit: the schema's output, trimmed. */
const submitted = (edit: Partial<ReturnType<typeof partForm>>) => partFormSchema.parse({ ...partForm(bell), ...edit });

it("fills the form with the part as stored, the price with its cents", () => {
  expect(partForm(bell)).toEqual({
    name: "Brass Bell",
    price: "12.50",
    minQuantity: "2",
    availableQuantity: "40",
    des: "Loud",
  });
});

it("sends nothing for a form left as it was, however its numbers are written", () => {
  expect(partChanges(bell, submitted({}))).toEqual({});
  expect(partChanges(bell, submitted({ price: "12.5", availableQuantity: "040", name: " Brass Bell " }))).toEqual({});
});

it("sends only the fields that changed, as numbers, and a new picture", () => {
  expect(partChanges(bell, submitted({ price: "9.99", availableQuantity: "100" }))).toEqual({
    price: 9.99,
    availableQuantity: 100,
  });
  expect(partChanges(bell, submitted({ des: "Louder" }), "/uploads/x.webp")).toEqual({
    des: "Louder",
    img: "/uploads/x.webp",
  });
});

it("sends a number that is not one, for the server to refuse with its message", () => {
  expect(partChanges(bell, submitted({ minQuantity: "many" }))).toEqual({ minQuantity: Number.NaN });
});
