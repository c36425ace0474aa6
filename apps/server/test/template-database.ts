import { randomBytes } from "node:crypto";
import { rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../src/db/client.ts";
import { seedIfEmpty } from "../src/db/seed/seed.ts";

declare module "vitest" {
  interface ProvidedContext {
    /** A migrated, seeded embedded database's files (PGlite's data-dir tarball). */
    pgliteTemplateFile: string;
    /** A migrated, seeded PostgreSQL database that each test file copies (`create database ... template`). */
    postgresTemplate: string;
  }
}

/*
 * Migrating a database from nothing takes seconds; copying a migrated one takes a fraction of
 * that. So each test run migrates and seeds one template per project, and every test file starts
 * from a copy of it (test/helper.ts). Made per run, not kept between runs, so it always matches
 * the migrations and seed of the code under test.
 */
export default async function setup(project: TestProject) {
  const postgresUrl = project.config.env?.TEST_DATABASE_URL;
  if (postgresUrl) {
    const name = `shop_test_template_${randomBytes(6).toString("hex")}`;
    await adminQuery(postgresUrl, `create database ${name}`);
    const dbUrl = new URL(postgresUrl);
    dbUrl.pathname = `/${name}`;
    const database = await openDatabase({ url: dbUrl.toString() });
    await seedIfEmpty(database.db);
    await database.close();
    project.provide("postgresTemplate", name);
    return () => adminQuery(postgresUrl, `drop database if exists ${name} with (force)`);
  }
  const database = await openDatabase({});
  await seedIfEmpty(database.db);
  if (!database.snapshot) throw new Error("the embedded database gave no snapshot");
  const file = path.join(tmpdir(), `shop-test-template-${process.pid}-${randomBytes(4).toString("hex")}.tar`);
  await database.snapshot(file);
  await database.close();
  project.provide("pgliteTemplateFile", file);
  return () => rm(file, { force: true });
}

async function adminQuery(serverUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
