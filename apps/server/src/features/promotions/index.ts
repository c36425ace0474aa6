// What other features may use of promotions (see scripts/check-boundaries.mjs).

export { type CodeRow, findCode, judgeCode, type LineForCode, lockCode, recordUse } from "./judge.ts";
export { discountsRoutes } from "./routes.ts";
