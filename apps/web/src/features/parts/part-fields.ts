import type { Part, PartCreate, PartForm, PartUpdate } from "@shop/contract";

type PartValues = Omit<PartCreate, "img">;

/**
 * The form's text turned into the part's numbers. The spec parses them as decimals; the server
 * refuses what is not whole, and what is not a number at all (sent as null).
 */
export const partValues = (form: PartForm): PartValues => ({
  name: form.name,
  des: form.des,
  price: Number.parseFloat(form.price),
  minQuantity: Number.parseFloat(form.minQuantity),
  availableQuantity: Number.parseFloat(form.availableQuantity),
});

/** A stored part as the form shows it. */
export const partForm = (part: Part): PartForm => ({
  name: part.name,
  price: part.price.toFixed(2),
  minQuantity: String(part.minQuantity),
  availableQuantity: String(part.availableQuantity),
  des: part.des,
});

/**
 * Only what the admin changed: a field left alone is not sent, so an edit of the price cannot
 * overwrite stock that orders took while the form was open. `img` is a newly uploaded picture.
 */
export function partChanges(part: Part, form: PartForm, img?: string): PartUpdate {
  const values: Partial<PartCreate> = { ...partValues(form), img };
  const changes: Record<string, unknown> = {};
  for (const key of ["name", "img", "des", "price", "minQuantity", "availableQuantity"] as const) {
    const value = values[key];
    if (value !== undefined && value !== part[key]) changes[key] = value;
  }
  return changes as PartUpdate;
}
