import { eq } from "drizzle-orm";
import { setRole, upsertUser } from "../auth/shop-users.ts";
import { readConfig } from "../config.ts";
import { openDatabase } from "../db/client.ts";
import { authUser } from "../db/schema.ts";

/**
 * `npm run make-admin -- <email>` promotes an existing account to administrator;
 * `npm run make-admin -- --remove <email>` makes an administrator a customer again. Either change
 * signs the account out everywhere, so it signs in again with its new rights.
 */
const args = process.argv.slice(2);
const remove = args[0] === "--remove";
const email = (remove ? args[1] : args[0])?.trim().toLowerCase();
if (!email || args.length !== (remove ? 2 : 1)) {
  console.error("Usage: npm run make-admin -- <email>\n       npm run make-admin -- --remove <email>");
  process.exit(2);
}
const config = readConfig();
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
try {
  const [account] = await database.db.select({ id: authUser.id }).from(authUser).where(eq(authUser.email, email));
  if (!account) {
    console.error(`No account has the e-mail address ${email}; sign up first, then run this again.`);
    process.exitCode = 1;
  } else {
    await upsertUser(database.db, email);
    const result = await setRole(database.db, email, remove ? "user" : "admin");
    if (result !== "changed") console.log(`${email} ${remove ? "is not" : "is already"} an administrator.`);
    else console.log(`${email} is ${remove ? "no longer" : "now"} an administrator; it is signed out everywhere.`);
  }
} finally {
  await database.close();
}
