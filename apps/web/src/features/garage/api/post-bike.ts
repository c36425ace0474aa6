import type { BikeModel, Standards } from "@shop/contract";
import { apiRequest } from "../../../lib/api-client.ts";

/** What a bike is added from: a model of the list, or standards entered by hand. */
export type NewBike = { name?: string; model?: BikeModel; standards?: Standards; active?: boolean };

/** Sends one bike to the signed-in customer's garage (the same one again is answered, not added). */
export const postBike = (bike: NewBike) =>
  apiRequest("/garage", {
    method: "POST",
    auth: true,
    answer: "garageBike",
    body: {
      ...(bike.name && { name: bike.name }),
      ...(bike.model ? { bike: bike.model._id } : { standards: bike.standards ?? {} }),
      ...(bike.active !== undefined && { active: bike.active }),
    },
  });
