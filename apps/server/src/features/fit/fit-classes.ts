import type { Standards } from "@shop/contract";
import type { FitData } from "./fit-data.ts";
import { judge } from "./verdict.ts";

/*
 * The fit classes that fit a bike (decision 0090). A class is a category and the values of the
 * specifications its rules read, kept on every part by triggers (migration `fit_classes`); `judge` reads
 * nothing else of a part, so a class judged 'fits' is exactly a set of parts judged 'fits'. The
 * classes are few (the distinct combinations of those values, hundreds for 100,000 parts), so
 * they are judged here, in JavaScript, with the verdict's own code.
 */

export type FitClass = { id: number; categoryId: string; specs: Record<string, number | string> };

/**
 * The classes whose parts fit the bike, in every category: a facet count leaves the query's
 * category out, so the catalog narrows them to its category itself (catalog/filters.ts).
 */
export function fittingClasses(classes: FitClass[], bike: Standards, data: FitData): FitClass[] {
  return classes.filter((c) => judge(c, bike, data).verdict === "fits");
}
