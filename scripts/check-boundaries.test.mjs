import assert from "node:assert/strict";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { test } from "node:test";
import { fileURLToPath } from "node:url";
import { findViolations } from "./check-boundaries.mjs";

/** A repository in miniature: path -> content. */
function repo(files) {
  const root = mkdtempSync(path.join(tmpdir(), "boundaries-"));
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), content);
  }
  return root;
}

test("a feature importing another feature, on either side, is refused", (t) => {
  const root = repo({
    "apps/web/src/features/orders/list.tsx": 'import { usePart } from "../parts/api/get-part.ts";\n',
    "apps/web/src/features/parts/api/get-part.ts": "export const usePart = 1;\n",
    "apps/server/src/features/payments/routes.ts": 'export { findOrder } from "../orders/repository.ts";\n',
    "apps/server/src/features/orders/repository.ts": "export const findOrder = 1;\n",
  });
  t.after(() => rmSync(root, { recursive: true }));
  const found = findViolations(root);
  assert.equal(found.length, 2);
  assert.match(found.join("\n"), /orders\/list\.tsx: feature orders imports feature parts/);
  assert.match(found.join("\n"), /payments\/routes\.ts: feature payments imports feature orders/);
});

test("a listed direction is allowed through the other feature's index only", (t) => {
  const root = repo({
    "apps/server/src/features/overview/repository.ts":
      'import { shownStatus } from "../orders/index.ts";\nimport { findOrder } from "../orders/records.ts";\n',
    "apps/server/src/features/orders/index.ts": 'export { shownStatus } from "./records.ts";\n',
    "apps/server/src/features/orders/records.ts": 'import { total } from "../overview/repository.ts";\n',
  });
  t.after(() => rmSync(root, { recursive: true }));
  const found = findViolations(root);
  assert.equal(found.length, 2, found.join("\n"));
  assert.match(
    found.join("\n"),
    /overview\/repository\.ts: feature overview imports feature orders .*import its index instead/,
  );
  assert.match(
    found.join("\n"),
    /orders\/records\.ts: feature orders imports feature overview .*ALLOWED_USES does not list/,
  );
});

test("server code outside the HTTP layer and route files that speaks HTTP is refused", (t) => {
  const root = repo({
    "apps/server/src/shared/orders.ts":
      'import { httpError } from "../http/errors.ts";\nthrow httpError(404, "gone");\n',
    "apps/server/src/features/orders/repository.ts": 'return { ok: false, status: 400, message: "no" };\n',
    "apps/server/src/payment-providers/sandbox.ts": "type Refusal = { status: 402 | 409 };\n",
    "apps/server/src/features/orders/delete-order.ts": "reply.code(409).send({});\n",
  });
  t.after(() => rmSync(root, { recursive: true }));
  const found = findViolations(root);
  assert.equal(found.length, 4, found.join("\n"));
  for (const file of ["shared/orders.ts", "orders/repository.ts", "sandbox.ts", "orders/delete-order.ts"]) {
    assert.match(found.join("\n"), new RegExp(`${file}: speaks HTTP`));
  }
});

test("the HTTP layer, route files, tests, comments and reading a status may speak HTTP", (t) => {
  const root = repo({
    "apps/server/src/http/errors.ts": "export function httpError(statusCode, message) {}\n",
    "apps/server/src/app.ts": "reply.code(503).send({});\n",
    "apps/server/src/features/parts/routes.ts": 'throw httpError(404, "gone");\n',
    "apps/server/src/features/orders/export-routes.ts": "reply.code(201);\n",
    "apps/server/src/features/orders/orders.test.ts": "expect(res.statusCode).toBe(409); const x = { status: 409 };\n",
    "apps/server/src/features/orders/records.ts": "// answers 404 (httpError once did)\nconst s = 1;\n",
    "apps/server/src/scripts/backup.ts": "if (res.statusCode !== 200) reject();\n",
  });
  t.after(() => rmSync(root, { recursive: true }));
  assert.deepEqual(findViolations(root), []);
});

test("the web app importing the server, or a package reaching into another, is refused", (t) => {
  const root = repo({
    "apps/web/src/lib/x.ts": 'import { y } from "@shop/server/testing";\nimport("../../../server/src/app.ts");\n',
    "bench/run.ts": 'import { app } from "../apps/server/src/app.ts";\n',
    "e2e/support/mail.ts": 'import { catcher } from "../../apps/server/test/mail-catcher.ts";\n',
  });
  t.after(() => rmSync(root, { recursive: true }));
  const found = findViolations(root);
  assert.equal(found.length, 4, found.join("\n"));
  assert.equal(found.filter((v) => v.includes("the web app imports the server")).length, 2);
  assert.equal(found.filter((v) => v.includes("reaches into apps/server")).length, 2);
});

test("a feature's own files, shared modules and a package's exports are allowed", (t) => {
  const root = repo({
    "apps/web/src/features/orders/page.tsx":
      'import { x } from "./api/get.ts";\nimport { y } from "../../lib/api-client.ts";\nimport { z } from "@shop/contract";\n',
    "apps/web/src/app/routes/home.tsx": 'import { a } from "../../features/parts/api/get-parts.ts";\n',
    "bench/run.ts": 'import { startServer } from "@shop/server/testing";\n',
  });
  t.after(() => rmSync(root, { recursive: true }));
  assert.deepEqual(findViolations(root), []);
});

test("this repository keeps the rules", () => {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
  assert.deepEqual(findViolations(root), []);
});
