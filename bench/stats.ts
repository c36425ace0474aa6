export type Row = { benchmark: string; figure: string; value: number | string; target?: string; met?: boolean };

export const round = (n: number, digits = 0) => Number(n.toFixed(digits));

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

/** "median (lowest - highest)": the figure and how far the runs spread around it. */
export function spread(values: number[], digits = 0): string {
  return `${round(median(values), digits)} (${round(Math.min(...values), digits)} - ${round(Math.max(...values), digits)})`;
}

/**
 * Runs `a` and `b` in turns, `rounds` times each, the one to go first alternating: on a shared
 * machine the load of its other users comes and goes, and both see the same share of it.
 */
export async function alternate<A, B>(rounds: number, a: () => Promise<A>, b: () => Promise<B>) {
  const as: A[] = [];
  const bs: B[] = [];
  for (let i = 0; i < rounds; i++) {
    if (i % 2 === 0) {
      as.push(await a());
      bs.push(await b());
    } else {
      bs.push(await b());
      as.push(await a());
    }
  }
  return [as, bs] as const;
}
