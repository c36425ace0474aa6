import type { FastifyInstance } from "fastify";

/**
 * Runs `task` every `everyMs` in this process, one run at a time, while the app is open: a run
 * that fails is logged with `failure` and the next one tries again; closing the app waits for a
 * run under way. The timer never keeps the process alive.
 */
export function repeatWhileOpen(app: FastifyInstance, everyMs: number, task: () => Promise<unknown>, failure: string) {
  let running: Promise<unknown> | undefined;
  const timer = setInterval(() => {
    running ??= task()
      .catch((err) => app.log.warn({ err }, failure))
      .finally(() => {
        running = undefined;
      });
  }, everyMs);
  timer.unref();
  app.addHook("onClose", async () => {
    clearInterval(timer);
    await running;
  });
}
