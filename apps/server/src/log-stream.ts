import { writeSync } from "node:fs";
import { pino } from "pino";

/**
 * Where the server's log lines go: gathered here into batches of about 4 kB, handed to pino's
 * asynchronous destination (a slow reader of stdout never holds up a request), and handed over at
 * least every `everyMs`. The destination alone measures the UTF-8 length of its whole pending
 * chunk (up to 16 kB) on each line it is given; at tens of thousands of access lines a second
 * that cost the cached catalog answers a fifth of their throughput. Here a line costs an array
 * push. If the process is killed outright, the lines of the last `everyMs` are lost.
 */
export function batchedLogStream(fd: number, opts: { batchChars: number; everyMs: number }) {
  // minLength 1, not 0: with 0, sonic-boom's flush calls back at once instead of after the write.
  const out = pino.destination({ dest: fd, sync: false, minLength: 1 });
  let lines: string[] = [];
  let chars = 0;
  const taken = () => {
    const batch = lines.join("");
    lines = [];
    chars = 0;
    return batch;
  };
  const handOver = () => {
    if (lines.length > 0) out.write(taken());
  };
  setInterval(handOver, opts.everyMs).unref();
  // After the destination's own exit hook (registered when it was made) has written what it
  // holds: the newest lines go last, synchronously, as there is no event loop left.
  process.on("exit", () => {
    if (lines.length === 0) return;
    try {
      writeSync(fd, taken());
    } catch {
      // A closed or full stdout at exit: nothing is left to tell.
    }
  });
  return {
    write(line: string) {
      lines.push(line);
      chars += line.length;
      if (chars >= opts.batchChars) handOver();
      return true;
    },
    /** Called by `logger.flush`: everything written so far, on its way out, then `done`. */
    flush(done?: (err?: Error) => void) {
      handOver();
      out.flush(done);
    },
  };
}
