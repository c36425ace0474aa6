import { type AccountRoleChange, changeAccountRole, type Role } from "../auth/shop-users.ts";
import {
  openControlSocket,
  openerPidPath,
  openerWithoutSocket,
  requestRoleChange,
  roomForSocket,
} from "../backup/control-socket.ts";
import { readConfig } from "../config.ts";
import { openDatabase } from "../db/client.ts";

/**
 * `npm run make-admin -- <email>` promotes an existing account to administrator;
 * `npm run make-admin -- --remove <email>` makes an administrator a customer again. Either change
 * signs the account out everywhere, so it signs in again with its new rights.
 *
 * The embedded database belongs to one process (decision 0016): while the shop runs, the shop
 * makes the change, asked through its control socket; only when none runs does this command
 * open the database itself, holding the socket meanwhile so that no shop starts on it. On
 * PostgreSQL any number of processes may share the database, so the change is made directly.
 */
const args = process.argv.slice(2);
const remove = args[0] === "--remove";
const email = (remove ? args[1] : args[0])?.trim().toLowerCase();
if (!email || args.length !== (remove ? 2 : 1)) {
  console.error("Usage: npm run make-admin -- <email>\n       npm run make-admin -- --remove <email>");
  process.exit(2);
}
const address: string = email;
const role: Role = remove ? "user" : "admin";
const config = readConfig();

/** Set when a running shop made the change: said after the outcome, and only if one was made. */
let madeBy: string | undefined;

try {
  report(config.databaseUrl ? await changeIn(config.databaseUrl) : await changeEmbedded(config.dataDir));
} catch (err) {
  console.error(`No role was changed: ${err instanceof Error ? err.message : String(err)}`);
  process.exitCode = 1;
}

async function changeEmbedded(dataDir: string): Promise<AccountRoleChange> {
  const pid = await openerWithoutSocket(dataDir);
  if (pid !== undefined) {
    throw new Error(
      `a shop (process ${pid}) has the database in ${dataDir} open, and that folder's path is too long for the control socket through which it would make the change. Make the admin in the shop's Make Admin screen, or stop the shop and run this again. (If no shop runs there, remove ${openerPidPath(dataDir)}.)`,
    );
  }
  if (roomForSocket(dataDir)) {
    const answer = await requestRoleChange(dataDir, { email: address, role });
    if (answer) {
      madeBy = `the shop running on ${dataDir}`;
      return answer;
    }
  }
  const quiet = { info() {}, warn() {}, error() {} };
  const hold = await openControlSocket(dataDir, quiet, "make-admin is changing a role here; try again in a moment.");
  try {
    return await changeIn(undefined);
  } finally {
    await hold.close();
  }
}

async function changeIn(databaseUrl: string | undefined) {
  const database = await openDatabase({ url: databaseUrl, dataDir: config.dataDir });
  try {
    return await changeAccountRole(database.db, address, role);
  } finally {
    await database.close();
  }
}

function report(result: AccountRoleChange) {
  if (result === "no-account") {
    console.error(`No account has the e-mail address ${address}; sign up first, then run this again.`);
    process.exitCode = 1;
  } else if (result === "already") {
    console.log(`${address} ${remove ? "is not" : "is already"} an administrator.`);
  } else {
    const by = madeBy ? ` (changed by ${madeBy})` : "";
    console.log(`${address} is ${remove ? "no longer" : "now"} an administrator${by}; it is signed out everywhere.`);
  }
}
