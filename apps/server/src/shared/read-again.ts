/**
 * The value under `key`, moved to the end of the map's order: a Map iterates in insertion order,
 * so its first key is then the one read least recently, the one a bounded cache lets go first.
 */
export function readAgain<V>(map: Map<string, V>, key: string): V | undefined {
  const value = map.get(key);
  if (value === undefined) return undefined;
  map.delete(key);
  map.set(key, value);
  return value;
}
