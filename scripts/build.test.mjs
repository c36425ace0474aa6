import assert from "node:assert/strict";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, unlinkSync, utimesSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, test } from "node:test";
import { inputState, isStale, writeStamp } from "./build.mjs";

/*
 * The start's check that the build is up to date: content decides, but files whose sizes and
 * times are those the stamp recorded are not read again.
 */
const target = { inputs: ["src", "lock.json"], output: "out" };
let root;
/** A minute before the test: the files' time, well before their stamp. */
let aMinuteAgo;
const file = (name) => path.join(root, name);
const stampOf = () => JSON.parse(readFileSync(file("out/.build-stamp"), "utf8"));
/** Sets a file's times, as a file written at `time` (ms). */
const timed = (name, time) => utimesSync(file(name), new Date(time), new Date(time));
const write = (name, text, time = aMinuteAgo) => {
  writeFileSync(file(name), text);
  timed(name, time);
};

beforeEach(() => {
  aMinuteAgo = Date.now() - 60_000;
  root = mkdtempSync(path.join(os.tmpdir(), "build-stamp-"));
  mkdirSync(file("src/nested"), { recursive: true });
  mkdirSync(file("out"));
  write("src/a.ts", "export const a = 1;\n");
  write("src/nested/b.ts", "export const b = 2;\n");
  write("lock.json", "{}\n");
  writeStamp(target, inputState(target, root), root);
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

test("a build with no stamp, or a stamp of the old kind (the hash alone), is out of date", () => {
  unlinkSync(file("out/.build-stamp"));
  assert.equal(isStale(target, root), true);
  writeFileSync(file("out/.build-stamp"), inputState(target, root).hash);
  assert.equal(isStale(target, root), true);
});

test("the same files are up to date, and are not read again while their sizes and times are the stamp's", () => {
  assert.equal(isStale(target, root), false);
  // Same size, same time, other content: only a read would see it, and none is made (git's trust too).
  write("src/a.ts", "export const a = 7;\n");
  assert.equal(isStale(target, root), false);
});

test("a file edited, added or removed makes the build out of date", () => {
  write("src/a.ts", "export const a = 10;\n", Date.now() - 1000);
  assert.equal(isStale(target, root), true);

  writeStamp(target, inputState(target, root), root);
  assert.equal(isStale(target, root), false);
  write("src/c.ts", "export const c = 3;\n");
  assert.equal(isStale(target, root), true);

  writeStamp(target, inputState(target, root), root);
  unlinkSync(file("src/nested/b.ts"));
  assert.equal(isStale(target, root), true);
});

test("files with new times and the same content are up to date, and the stamp takes their times", () => {
  const before = stampOf();
  const halfAMinuteAgo = Date.now() - 30_000;
  timed("src/a.ts", halfAMinuteAgo);
  timed("lock.json", halfAMinuteAgo);
  assert.equal(isStale(target, root), false);
  const after = stampOf();
  assert.equal(after.hash, before.hash);
  assert.notEqual(after.stats, before.stats);
  // Now trusted by their new times: a same-size change under them is not read.
  write("lock.json", "[]\n", halfAMinuteAgo);
  assert.equal(isStale(target, root), false);
});

test("a file written within seconds of the stamp is read, whatever its size and time say", () => {
  // Hashed a second after it was written; then changed again in the same tick of a clock that
  // counts whole seconds: its size and time are those the stamp recorded.
  const recent = Date.now() - 1000;
  write("src/a.ts", "export const a = 5;\n", recent);
  writeStamp(target, inputState(target, root), root);
  write("src/a.ts", "export const a = 9;\n", recent);
  assert.equal(isStale(target, root), true);
});
