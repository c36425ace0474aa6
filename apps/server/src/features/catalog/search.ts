import { and, type SQL, sql } from "drizzle-orm";
import { type Db, rowsOf } from "../../db/client.ts";
import { parts } from "../../db/schema.ts";
import { keptPerDatabase } from "../../shared/read-again.ts";

/*
 * The catalog's search (decision 0034), kept behind this one file so that moving to an external
 * engine changes nothing else. An exact SKU or MPN comes first, typed in any case, with or
 * without its dashes (cnm8100 is CN-M8100). Otherwise every word must be found, in any order:
 * as a word (full text, English stems: "cassettes" finds "cassette"), as the start of one when no
 * part has it whole ("shim" finds "Shimano"), or, for a typo, as a trigram match of a word of the
 * part's document ("casette").
 */

/** At most this many words of a search count; more add cost, not precision. */
const WORDS_MAX = 8;

/**
 * How many rows a search's look-up reads from the table before asking the index: a common word is
 * found among them at once, and a word that is not is rare, so its index read is short (decision
 * 0108).
 */
const SAMPLED = 200;

/**
 * At most this many of a search's matches are ranked (decision 0108), with every exact code among
 * them: ranking reads each match's document, so a word most parts have ("part") would otherwise
 * cost a read of most of the catalog. Narrower searches, the usual ones, rank all they find.
 */
export const RANKED_MAX = 1000;

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
  /**
   * The parts a read in rank order may order, given all its conditions (`where`, which holds
   * this search's): RANKED_MAX of them in the table's order, and every exact code, as a subquery
   * of `id` and `rank`. Every page of one search is chosen from the same ones, each ranked in the
   * read that finds it, so a page is not read again to rank it (list.ts).
   */
  rankedRows(where: SQL | undefined): SQL;
};

/** How a word is matched: whole, as the start of a word, or as a typo (by trigram); or not. */
type Kind = "whole" | "prefix" | "typo" | "stop word";

/**
 * Each word's kind, kept per database until the catalog changes: it depends on the parts'
 * documents alone, which only the owner's writes and imports change, and those clear the public
 * cache and these with it (catalog routes). Orders change no document. A search of words asked
 * before then sends one statement, not two.
 */
const wordKinds = keptPerDatabase<Kind>(5000);
export const forgetWordKinds = (db: Db) => wordKinds.forget(db);

/** Whether any part's document matches `query`, at a cost that stays small however common. */
const anyPartFinds = (query: SQL) =>
  sql`case when exists (select from (select ${parts.searchVector} as v from ${parts} limit ${SAMPLED}) s where s.v @@ ${query})
    then true else parts_search_finds(${query}) end`;

/** A word in a text search query: whole, or as the start of a word. */
const term = (w: string, kind: Kind) => (kind === "whole" ? w : `${w}:*`);

/**
 * The search for `text`; undefined when it has nothing to search by (only punctuation). First
 * the database says (or has said: `wordKinds`) of each word whether it is an English stop word
 * ("for", "with": left out), and whether some part has it as a word, or else as the start of
 * one: such words are matched together by one full-text query, which the GIN index answers by
 * stepping through the rarest word's parts. A word no part has is taken for a typo and matched
 * by trigram, so the costly check runs only for the words that need it. A word had whole is not
 * matched as a prefix: "chain" finds chains, not every chainring, and a prefix read costs as
 * much as all the words it starts.
 */
export async function searchFor(db: Db, text: string): Promise<Search | undefined> {
  const code = codeKey(text);
  const asked = searchWords(text);
  if (code === "" || asked.length === 0) return undefined;
  const kinds = await wordKinds.getMany(db, asked, (missing) => readKinds(db, missing));
  const known = asked.flatMap((w) => {
    const kind = kinds.get(w);
    return kind === undefined || kind === "stop word" ? [] : [{ w, kind }];
  });
  const words = known.length > 0 ? known : asked.map((w) => ({ w, kind: "typo" as const }));
  const exact = sql`(${SKU_KEY} = ${code} or ${MPN_KEY} = ${code})`;
  const found = words.filter((word) => word.kind !== "typo").map(({ w, kind }) => term(w, kind));
  const wordMatches = [
    ...(found.length > 0 ? [sql`${parts.searchVector} @@ to_tsquery('english', ${found.join(" & ")})`] : []),
    ...words.filter(({ kind }) => kind === "typo").map(({ w }) => sql`${w} <% ${parts.searchText}`),
  ];
  const anyWord = sql`to_tsquery('english', ${words.map(({ w, kind }) => term(w, kind)).join(" | ")})`;
  // The words' rank with the exact code far above; a per-row similarity cost ten times as much.
  const rank = sql`((case when ${exact} then 10 else 0 end) + ts_rank(${parts.searchVector}, ${anyWord})::float8)`;
  return {
    where: sql`(${exact} or (${sql.join(wordMatches, sql` and `)}))`,
    rank,
    rankedRows: (where) =>
      sql`(select ${parts.id} as id, ${rank} as rank from ${parts} where ${and(where, exact)}
        union (select ${parts.id}, ${rank} from ${parts} where ${where} limit ${RANKED_MAX}))`,
  };
}

/** The kind of each word, asked of the database in one statement, a branch per word. */
async function readKinds(db: Db, words: string[]): Promise<Map<string, Kind>> {
  // Each branch has its word's query as a constant, planned for that word.
  const checks = words.map((w) => {
    const whole = sql`to_tsquery('english', ${w})`;
    return sql`select ${w}::text as w, case when numnode(${whole}) = 0 then 'stop word'
      when ${anyPartFinds(whole)} then 'whole'
      when ${anyPartFinds(sql`to_tsquery('english', ${`${w}:*`})`)} then 'prefix' else 'typo' end as kind`;
  });
  const rows = rowsOf<{ w: string; kind: Kind }>(await db.execute(sql.join(checks, sql` union all `)));
  return new Map(rows.map((r) => [r.w, r.kind]));
}
