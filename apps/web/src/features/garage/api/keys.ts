/*
 * The garage's query keys (issue 32). The bike list, the standards and a part's verdict are the
 * same for everyone; the garage is the signed-in customer's and goes with their session.
 */
const all = ["garage"] as const;

export const garageKeys = {
  all,
  mine: () => [...all, "mine"] as const,
  bikes: (search: string) => [...all, "bikes", search] as const,
  standards: () => [...all, "standards"] as const,
  /** A part's verdict against a bike, keyed by the API path that asks it. */
  verdict: (path: string) => [...all, "verdict", path] as const,
  /** Several parts' verdicts (the cart's lines), keyed by the API path that asks them. */
  fitVerdicts: (path: string) => [...all, "fit-verdicts", path] as const,
  fittingModels: (partId: string) => [...all, "fitting-models", partId] as const,
};
