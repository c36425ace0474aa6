import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { expect, it } from "vitest";

const src = new URL("../", import.meta.url);
const read = (file: string) => readFileSync(fileURLToPath(new URL(file, src)), "utf8");

/** The web app's sources, as paths below src/, test files left out. */
function* sources(dir: URL, rel = ""): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = `${rel}${entry.name}`;
    if (entry.isDirectory()) yield* sources(new URL(`${entry.name}/`, dir), `${path}/`);
    else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith(".test.ts")) yield path;
  }
}

it("writes every query key through a factory: no key array is spelled out beside a query or an invalidation", () => {
  const spelled = [...sources(src)]
    .filter((file) => !file.endsWith("/keys.ts"))
    .filter((file) => /queryKey\s*:\s*\[|queryKey\[\d+\]/.test(read(file)));
  expect(spelled).toEqual([]);
});

it("keeps every page in app/routes, and the route table names no module elsewhere but the guards", () => {
  expect([...sources(src)].filter((file) => file.endsWith("-page.tsx") && !file.startsWith("app/routes/"))).toEqual([]);
  const modules = [...read("routes.ts").matchAll(/"([\w/.-]+\.tsx)"/g)].map(([, file]) => file ?? "");
  expect(modules.length).toBeGreaterThan(20);
  expect(modules.filter((file) => !/^app\/(routes|guards)\//.test(file))).toEqual([]);
});

it("shows toasts through lib/toast.tsx only, which loads react-toastify with the first toast and mounts its container", () => {
  // A toast asked of react-toastify directly goes to a container that may never have been mounted.
  const direct = [...sources(src)]
    .filter((file) => file !== "lib/toast.tsx")
    .filter((file) => /from\s+"react-toastify/.test(read(file)));
  expect(direct).toEqual([]);
});
