import { eq } from "drizzle-orm";
import { upsertUser } from "../auth/shop-users.ts";
import { readConfig } from "../config.ts";
import { openDatabase } from "../db/client.ts";
import { authUser } from "../db/schema.ts";

/** `npm run make-admin -- <email>`: promotes an existing account to administrator. */
const email = process.argv[2]?.trim().toLowerCase();
if (!email) {
  console.error("Usage: npm run make-admin -- <email>");
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
    await upsertUser(database.db, email, "admin");
    console.log(`${email} is now an administrator.`);
  }
} finally {
  await database.close();
}
