import type { GarageBike } from "@shop/contract";
import { GARAGE_MAX } from "@shop/contract/fit-messages";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { writeLocalGarage } from "../local-garage.ts";
import { garageKeys } from "./keys.ts";
import { useMyBikes } from "./my-garage.ts";
import { type NewBike, postBike } from "./post-bike.ts";

/** A random (version 4) id for a bike kept in the browser. */
function localId() {
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = ((b[6] ?? 0) & 0x0f) | 0x40;
  b[8] = ((b[8] ?? 0) & 0x3f) | 0x80;
  const h = [...b].map((x) => x.toString(16).padStart(2, "0")).join("");
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/** A visitor's bike, kept in the browser, shaped as the API's. */
function addLocal(bikes: GarageBike[], bike: NewBike): GarageBike[] {
  const twin = bikes.find((b) =>
    bike.model
      ? b.bike?._id === bike.model._id
      : !b.bike && JSON.stringify(b.standards) === JSON.stringify(bike.standards),
  );
  const active = bike.active === true || bikes.length === 0;
  if (twin) return active ? bikes.map((b) => ({ ...b, active: b._id === twin._id })) : bikes;
  if (bikes.length >= GARAGE_MAX) throw new Error(`A garage holds at most ${GARAGE_MAX} bikes: remove one first`);
  const added: GarageBike = {
    _id: localId(),
    name: bike.name || (bike.model ? `${bike.model.brand} ${bike.model.model} ${bike.model.year}` : "My bike"),
    bike: bike.model
      ? { _id: bike.model._id, brand: bike.model.brand, model: bike.model.model, year: bike.model.year }
      : null,
    standards: bike.model ? bike.model.standards : (bike.standards ?? {}),
    active,
  };
  return [...bikes.map((b) => (active ? { ...b, active: false } : b)), added];
}

/**
 * The garage, wherever it is kept: the account's once signed in, the browser's for a visitor.
 * `active` is the bike parts are judged against.
 */
export function useGarage() {
  const mine = useMyBikes();
  const { local, signedIn: user } = mine;
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: garageKeys.mine() });
  const add = useMutation({
    mutationFn: async (bike: NewBike) => {
      if (user) return postBike(bike);
      const next = addLocal(local, bike);
      writeLocalGarage(next);
      return next.at(-1);
    },
    onSuccess: () => user && refresh(),
  });
  const activate = useMutation({
    mutationFn: async (id: string) => {
      if (user) return apiRequest(`/garage/${id}/active`, { method: "POST", auth: true, answer: "garageBike" });
      writeLocalGarage(local.map((b) => ({ ...b, active: b._id === id })));
    },
    onSuccess: () => user && refresh(),
  });
  const remove = useMutation({
    mutationFn: async (id: string) => {
      if (user) return apiRequest(`/garage/${id}`, { method: "DELETE", auth: true, answer: "deleted" });
      const left = local.filter((b) => b._id !== id);
      if (!left.some((b) => b.active) && left[0]) left[0] = { ...left[0], active: true };
      writeLocalGarage(left);
    },
    onSuccess: () => user && refresh(),
  });
  return {
    ...mine,
    add,
    activate,
    remove,
  };
}

export const useBikeModels = (search: string) =>
  useQuery({
    queryKey: garageKeys.bikes(search),
    queryFn: () =>
      apiRequest(`/bikes?limit=10${search ? `&search=${encodeURIComponent(search)}` : ""}`, { answer: "bikes" }),
    meta: { keepOnSignOut: true },
  });

export const useBikeStandards = () =>
  useQuery({
    queryKey: garageKeys.standards(),
    queryFn: () => apiRequest("/bike-standards", { answer: "bikeStandards" }),
    meta: { keepOnSignOut: true },
    staleTime: 60_000,
  });
