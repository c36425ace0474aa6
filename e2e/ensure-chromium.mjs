// Browser tests use Debian's Chromium (nothing may download a browser). Install it when missing,
// or stop with the exact command: browser tests are never skipped silently.
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";

const CHROMIUM = "/usr/bin/chromium";
if (!existsSync(CHROMIUM)) {
  const command = "apt-get update && apt-get install -y chromium";
  if (process.getuid?.() === 0) {
    console.log(`Chromium is missing; installing it: ${command}`);
    execSync(command, { stdio: "inherit", shell: "/bin/bash" });
  } else {
    console.error(`Chromium is missing. Install it with: sudo sh -c '${command}'`);
    process.exit(1);
  }
}
