import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { afterAll, beforeAll, expect, it } from "vitest";

/*
 * Two server processes on one PostgreSQL database, as behind a load balancer: the stock check
 * holds across them, and an access token from one is good at the other. PostgreSQL only: the
 * embedded database belongs to one process by design.
 */
const serverUrl = process.env.TEST_DATABASE_URL;
const serverDir = fileURLToPath(new URL("..", import.meta.url));
const dataDir = mkdtempSync(path.join(os.tmpdir(), "shop-two-servers-"));
const dbName = `shop_two_${randomBytes(5).toString("hex")}`;
const children: ChildProcess[] = [];
let urls: string[] = [];

async function admin(query: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await client.query(query);
  } finally {
    await client.end();
  }
}

function start(databaseUrl: string): Promise<string> {
  const child = spawn(process.execPath, ["--import", "tsx", "src/server.ts"], {
    cwd: serverDir,
    env: {
      ...process.env,
      PORT: "0",
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: "info",
      ADMIN_PASSWORD: "two-servers",
      AUTH_RATE_LIMIT: "10000",
    },
  });
  children.push(child);
  let output = "";
  return new Promise((resolve, reject) => {
    child.stdout?.on("data", (chunk) => {
      output += chunk;
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match?.[1]) resolve(match[1]);
    });
    child.stderr?.on("data", (chunk) => {
      output += chunk;
    });
    child.on("exit", (code) => reject(new Error(`server exited with ${code}: ${output}`)));
  });
}

beforeAll(async () => {
  if (!serverUrl) throw new Error("This test runs in the postgres project only");
  await admin(`create database ${dbName}`);
  const url = new URL(serverUrl);
  url.pathname = `/${dbName}`;
  // The first migrates and seeds; the second starts on the ready database.
  urls = [await start(url.toString())];
  urls.push(await start(url.toString()));
});
afterAll(async () => {
  for (const child of children) child.kill("SIGTERM");
  await new Promise((r) => setTimeout(r, 500));
  if (serverUrl) await admin(`drop database if exists ${dbName} with (force)`);
  rmSync(dataDir, { recursive: true, force: true });
});

const post = (url: string, body: object, headers: Record<string, string> = {}) =>
  fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });

async function customer(i: number) {
  const base = urls[i % 2] ?? "";
  const email = `twin${i}${randomBytes(3).toString("hex")}@example.com`;
  const signUp = await post(`${base}/api/auth/sign-up/email`, { name: `Twin ${i}`, email, password: "secret123" });
  const cookie = (signUp.headers.getSetCookie()[0] ?? "").split(";")[0] ?? "";
  const res = await fetch(`${base}/api/user/${email}`, { method: "PUT", headers: { cookie } });
  return ((await res.json()) as { token: string }).token;
}

it("sells exactly 25 units to 200 customers ordering at once across two servers", async () => {
  const [first, second] = urls;
  const adminSignIn = await post(`${first}/api/auth/sign-in/email`, {
    email: "admin@example.com",
    password: "two-servers",
  });
  expect(adminSignIn.status).toBe(200);
  const cookie = (adminSignIn.headers.getSetCookie()[0] ?? "").split(";")[0] ?? "";
  const adminToken = (
    (await (await fetch(`${first}/api/user/admin@example.com`, { method: "PUT", headers: { cookie } })).json()) as {
      token: string;
    }
  ).token;
  // A token from the first server is good at the second: they share the secret through the database.
  const part = await post(
    `${second}/api/parts`,
    {
      name: "Twin Part",
      img: "/images/parts/chainring.svg",
      des: "x",
      price: 10,
      minQuantity: 1,
      availableQuantity: 25,
    },
    { authorization: `Bearer ${adminToken}` },
  );
  expect(part.status).toBe(201);
  const partId = ((await part.json()) as { insertedId: string }).insertedId;

  const tokens = await Promise.all(Array.from({ length: 200 }, (_, i) => customer(i)));
  const answers = await Promise.all(
    tokens.map((token, i) =>
      post(
        `${urls[i % 2]}/api/orders`,
        { productId: partId, orderQuantity: 1, phone: "1", address: "Street" },
        {
          authorization: `Bearer ${token}`,
        },
      ),
    ),
  );
  const codes = answers.map((a) => a.status);
  expect(codes.filter((c) => c === 201)).toHaveLength(25);
  expect(codes.filter((c) => c === 400)).toHaveLength(175);
  const stock = await fetch(`${first}/api/parts/${partId}`).then(
    (r) => r.json() as Promise<{ availableQuantity: number }>,
  );
  expect(stock.availableQuantity).toBe(0);
}, 180_000);
