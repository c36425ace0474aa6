import { type SQL, sql } from "drizzle-orm";
import { type Db, rowsOf } from "../../db/client.ts";
import { parts } from "../../db/schema.ts";

/*
 * The catalog's search (decision 0034), kept behind this one file so that moving to an external
 * engine changes nothing else. An exact SKU or MPN comes first, typed in any case, with or
 * without its dashes (cnm8100 is CN-M8100). Otherwise every word must be found, in any order:
 * as a word or the start of one (full text, English stems: "cassettes" finds "cassette"), or,
 * for a typo, as a trigram match of a word of the part's document ("casette").
 */

/** At most this many words of a search count; more add cost, not precision. */
const WORDS_MAX = 8;

/** A code as the indexes keep it: lower-case letters and digits only. */
const codeKey = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, "");
const SKU_KEY = sql`lower(regexp_replace(${parts.sku}, '[^a-zA-Z0-9]+', '', 'g'))`;
const MPN_KEY = sql`lower(regexp_replace(${parts.mpn}, '[^a-zA-Z0-9]+', '', 'g'))`;

/** The words of a search: letters and digits, any script; punctuation separates them. */
export function searchWords(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, WORDS_MAX);
}

export type Search = {
  /** The parts the search finds. */
  where: SQL;
  /** How well a part matches, higher first: an exact code far above any words. */
  rank: SQL;
};

/**
 * The search for `text`; undefined when it has nothing to search by (only punctuation). First
 * the database says of each word whether it is an English stop word ("for", "with": left out)
 * and whether any part has it as a word or the start of one: such a word is matched by full text
 * alone; a word no part has is taken for a typo and matched by trigram. So each word is one
 * indexed match, and the costly trigram check runs only for the words that need it.
 */
export async function searchFor(db: Db, text: string): Promise<Search | undefined> {
  const code = codeKey(text);
  const asked = searchWords(text);
  if (code === "" || asked.length === 0) return undefined;
  // One branch per word, each with its query as a constant, so the planner reads the GIN index
  // for a rare word (a typo is found in no part) rather than walking the table looking for one.
  const checks = asked.map((w) => {
    const q = sql`to_tsquery('english', ${`${w}:*`})`;
    return sql`select ${w}::text as w, exists (select from ${parts} where ${parts.searchVector} @@ ${q}) as found
      where numnode(${q}) > 0`;
  });
  const known = rowsOf<{ w: string; found: boolean }>(await db.execute(sql.join(checks, sql` union all `)));
  const words = known.length > 0 ? known : asked.map((w) => ({ w, found: false }));
  const exact = sql`(${SKU_KEY} = ${code} or ${MPN_KEY} = ${code})`;
  const wordMatches = words.map(({ w, found }) =>
    found ? sql`${parts.searchVector} @@ to_tsquery('english', ${`${w}:*`})` : sql`${w} <% ${parts.searchText}`,
  );
  const anyWord = sql`to_tsquery('english', ${words.map(({ w }) => `${w}:*`).join(" | ")})`;
  return {
    where: sql`(${exact} or (${sql.join(wordMatches, sql` and `)}))`,
    // The words' rank with the exact code far above; a per-row similarity cost ten times as much.
    rank: sql`((case when ${exact} then 10 else 0 end) + ts_rank(${parts.searchVector}, ${anyWord})::float8)`,
  };
}
