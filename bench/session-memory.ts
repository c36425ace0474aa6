/**
 * The server's memory after a realistic session (session.ts) on the embedded PGlite, step by
 * step: `npx tsx session-memory.ts`. The shop runs as `npm start` runs it.
 */
import { realisticSession } from "./session.ts";
import { startShopProcess } from "./shop-process.ts";

const shop = await startShopProcess();
try {
  for (const [name, mb] of await realisticSession(shop)) console.log(`${name.padEnd(24)} ${Math.round(mb)} MB`);
  console.log(
    `server RSS after the session: ${Math.round(shop.rssMb())} MB (npm's own process: ${Math.round(shop.npmRssMb())} MB)`,
  );
} finally {
  await shop.close();
}
