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

/**
 * Answers kept per database by key, until `forget`: what the catalog's own writes change, kept
 * until they clear the public cache (decision 0107). Bounded to `max`, as keys are visitor input.
 * A read that began before a `forget` is answered, not kept.
 */
export function keptPerDatabase<V>(max: number) {
  const kept = new WeakMap<object, { generation: number; entries: Map<string, V> }>();
  const of = (db: object) => {
    let found = kept.get(db);
    if (!found) {
      found = { generation: 0, entries: new Map() };
      kept.set(db, found);
    }
    return found;
  };
  /** The answers for `keys`, those not kept read together by `read` (which answers each it is given). */
  async function getMany(
    db: object,
    keys: readonly string[],
    read: (missing: string[]) => Promise<Map<string, V>>,
  ): Promise<Map<string, V>> {
    const held = of(db);
    const answers = new Map<string, V>();
    const missing: string[] = [];
    for (const key of new Set(keys)) {
      const hit = readAgain(held.entries, key);
      if (hit === undefined) missing.push(key);
      else answers.set(key, hit);
    }
    if (missing.length === 0) return answers;
    const readIn = held.generation;
    for (const [key, value] of await read(missing)) {
      answers.set(key, value);
      if (readIn === held.generation) keepBounded(held.entries, key, value, max);
    }
    return answers;
  }
  return {
    getMany,
    async get(db: object, key: string, read: () => Promise<V>): Promise<V> {
      const answers = await getMany(db, [key], async () => new Map([[key, await read()]]));
      return answers.get(key) as V;
    },
    forget(db: object) {
      const held = kept.get(db);
      if (!held) return;
      held.generation++;
      held.entries.clear();
    },
  };
}
