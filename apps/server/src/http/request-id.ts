import { randomBytes } from "node:crypto";

/**
 * Request ids that are unique across the shop's processes and restarts (a random prefix per
 * process) and cost a counter step each: every request gets one, the cached answers too.
 */
export function requestIds(): () => string {
  const prefix = randomBytes(4).toString("hex");
  let n = 0;
  return () => `${prefix}-${(++n).toString(36)}`;
}
