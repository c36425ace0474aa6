import { Writable } from "node:stream";
import { pino } from "pino";

/** A logger at `info` whose JSON lines the test reads from `lines`, as they are written. */
export function loggedLines() {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { logger: pino({ level: "info" }, sink), lines };
}
