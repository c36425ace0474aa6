import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";

/**
 * A pgbench script of the benchmarks' own, the ceiling a figure of the shop is read against:
 * `run` answers its transactions a second with `clients` connections for `seconds`, each
 * statement prepared once per connection as the shop's are. `variables` are given to pgbench as
 * `-D name=value`: a script's `:name` is then sent as a parameter, not written into its text.
 */
export function pgbenchScript(
  databaseUrl: string,
  name: string,
  lines: string[],
  variables: Record<string, string> = {},
) {
  const dir = mkdtempSync(path.join(tmpdir(), "shop-bench-pgbench-"));
  const script = path.join(dir, `${name}.sql`);
  writeFileSync(script, lines.join("\n"));
  return {
    async run(seconds: number, clients: number): Promise<number> {
      const defined = Object.entries(variables).flatMap(([k, v]) => ["-D", `${k}=${v}`]);
      const args = [
        "-n",
        "-M",
        "prepared",
        "-c",
        String(clients),
        "-j",
        "2",
        "-T",
        String(seconds),
        "-f",
        script,
        ...defined,
      ];
      const output = await new Promise<string>((resolve, reject) => {
        const child = spawn("pgbench", [...args, databaseUrl], { stdio: ["ignore", "pipe", "pipe"] });
        let out = "";
        child.stdout.on("data", (c) => {
          out += c;
        });
        child.stderr.on("data", (c) => {
          out += c;
        });
        child.on("error", reject);
        child.on("exit", (code) => (code === 0 ? resolve(out) : reject(new Error(`pgbench failed:\n${out}`))));
      });
      const tps = /tps = ([\d.]+)/.exec(output)?.[1];
      if (!tps) throw new Error(`pgbench gave no tps:\n${output}`);
      return Number(tps);
    },
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}

/**
 * Numbers the parts 0 to n-1 in a small table of the benchmarks' own, `bench_parts`, for a
 * pgbench script to pick them by a random number (one index probe more than the shop needs).
 */
export async function numberParts(databaseUrl: string, parts: string[]) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query("create table if not exists bench_parts (n int primary key, id uuid not null)");
    await client.query("truncate bench_parts");
    await client.query("insert into bench_parts select n - 1, id from unnest($1::uuid[]) with ordinality as p(id, n)", [
      parts,
    ]);
  } finally {
    await client.end();
  }
}
