import type { GarageBike } from "@shop/contract";

/** A bike as query parameters (the catalog's `fits` filter takes the same): a model's id, or standards by hand. */
export type BikeFilter = { model?: string; standards?: Record<string, string> };

export const bikeFilterOf = (bike: GarageBike): BikeFilter =>
  bike.bike
    ? { model: bike.bike._id }
    : { standards: Object.fromEntries(Object.entries(bike.standards).map(([k, v]) => [k, String(v)])) };

/** The verdict's query: `bike={id}`, or `fits.{standard}={value}` in key order. */
export function fitQuery(bike: BikeFilter): string {
  const params = new URLSearchParams();
  if (bike.model) params.set("bike", bike.model);
  else
    for (const key of Object.keys(bike.standards ?? {}).sort()) params.set(`fits.${key}`, bike.standards?.[key] ?? "");
  return params.toString();
}
