/*
 * Bounded maps that let go of what was read least recently. A Map iterates in insertion order,
 * so a read moves its key to the end, and the first key is the one read least recently.
 */

/** The value under `key`, moved to the end of the map's order. */
export function readAgain<V>(map: Map<string, V>, key: string): V | undefined {
  const value = map.get(key);
  if (value === undefined) return undefined;
  map.delete(key);
  map.set(key, value);
  return value;
}

/** Sets `key` at the end; when the map holds `max` already, lets go of the first. Answers its key. */
export function keepBounded<V>(map: Map<string, V>, key: string, value: V, max: number): string | undefined {
  const oldest = map.size >= max && !map.has(key) ? map.keys().next().value : undefined;
  if (oldest !== undefined) map.delete(oldest);
  map.delete(key);
  map.set(key, value);
  return oldest;
}
