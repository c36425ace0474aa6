// Browser tests use Debian's Chromium headless shell (nothing may download a browser; decision
// 0110). Install it when missing, or stop with the exact command: browser tests are never skipped
// silently. E2E_BROWSER names another Chromium to drive, which is then the caller's to install.
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";

const SHELL = "/usr/bin/chromium-headless-shell";
if (!process.env.E2E_BROWSER && !existsSync(SHELL)) {
  const command = "apt-get update && apt-get install -y chromium-headless-shell";
  if (process.getuid?.() === 0) {
    console.log(`Chromium's headless shell is missing; installing it: ${command}`);
    execSync(command, { stdio: "inherit", shell: "/bin/bash" });
  } else {
    console.error(`Chromium's headless shell is missing. Install it with: sudo sh -c '${command}'`);
    process.exit(1);
  }
}
