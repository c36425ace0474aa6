import assert from "node:assert/strict";
import path from "node:path";
import { test } from "node:test";
import { filesToPatch, reactRouterDevFolder } from "./patch-react-router-dev.mjs";

test("the installed @react-router/dev starts no Vite server with the deprecated `envFile`, so builds print no warning of it", () => {
  assert.deepEqual(filesToPatch(path.join(reactRouterDevFolder(), "dist")), []);
});
