import { type BikeStandard, fitMessages, type Standards } from "@shop/contract";
import { InvalidInput } from "../../shared/domain-errors.ts";

/*
 * A bike's standards as a request gives them (a JSON body, or `fits.{key}` text in a query),
 * checked against the shop's standards: every key is one, a number is a number, a choice one of
 * its choices. The first fault is refused, naming the key.
 */

const NUMBER_TEXT = /^-?(0|[1-9][0-9]{0,9})(\.[0-9]{1,6})?$/;

export function checkStandards(given: Record<string, unknown>, known: Map<string, BikeStandard>): Standards {
  const checked: Standards = {};
  for (const [key, raw] of Object.entries(given)) {
    const standard = known.get(key);
    if (!standard) throw new InvalidInput(fitMessages.unknownStandard(key));
    if (standard.kind === "number") {
      const n = typeof raw === "string" && NUMBER_TEXT.test(raw) ? Number(raw) : raw;
      if (typeof n !== "number" || !Number.isFinite(n)) throw new InvalidInput(fitMessages.notNumber(key));
      checked[key] = n;
    } else {
      const text = typeof raw === "number" ? String(raw) : raw;
      if (typeof text !== "string" || !standard.choices?.includes(text))
        throw new InvalidInput(fitMessages.notChoice(key, standard.choices ?? []));
      checked[key] = text;
    }
  }
  return checked;
}
