import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { simpleParser } from "mailparser";
import { afterAll, expect, it, vi } from "vitest";
import { createMailer } from "./mailer.ts";
import { resetPasswordMail } from "./templates.ts";

const dir = await mkdtemp(path.join(tmpdir(), "shop-mailer-"));
afterAll(() => rm(dir, { recursive: true, force: true }));

it("without SMTP, writes each mail to the outbox as .eml and logs its link", async () => {
  const logged: unknown[] = [];
  const mailer = createMailer({
    outboxDir: dir,
    from: "shop@example.com",
    log: { info: (obj: unknown) => logged.push(obj) },
  });
  const id = "0b6f4bb5-53f4-4c1b-9a43-8c7de0a1e0f1";
  await mailer.send({ id, ...resetPasswordMail("rider@example.com", "Rider <b>", "http://shop.test/reset?token=abc") });
  const [file] = await readdir(dir);
  expect(file).toMatch(new RegExp(`rider@example\\.com-${id}\\.eml$`));
  const mail = await simpleParser(await readFile(path.join(dir, file ?? "")));
  expect(mail.subject).toBe("Reset your Bike Parts Hub password");
  // The outbox row's id: a mail tried twice is recognisably the same mail.
  expect(mail.messageId).toBe(`<${id}@example.com>`);
  expect(mail.text).toContain("http://shop.test/reset?token=abc");
  expect(mail.html).toContain("Rider &lt;b&gt;");
  expect(logged).toEqual([expect.objectContaining({ link: "http://shop.test/reset?token=abc" })]);
});

it("keeps two mails to one address in the same millisecond as two files", async () => {
  const into = await mkdtemp(path.join(tmpdir(), "shop-mailer-rush-"));
  vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-11-27T10:00:00.000Z") });
  try {
    const mailer = createMailer({ outboxDir: into, from: "shop@example.com", log: { info: () => {} } });
    const mail = resetPasswordMail("rider@example.com", "Rider", "http://shop.test/reset?token=abc");
    await Promise.all([
      mailer.send({ id: "6f0e1c1e-1d2a-4c3b-8e4f-000000000001", ...mail }),
      mailer.send({ id: "6f0e1c1e-1d2a-4c3b-8e4f-000000000002", ...mail }),
    ]);
    expect(await readdir(into)).toHaveLength(2);
  } finally {
    vi.useRealTimers();
    await rm(into, { recursive: true, force: true });
  }
});

it("makes the outbox folder when it is missing, and again after it was removed", async () => {
  const into = path.join(dir, "not-yet", "outbox");
  const mailer = createMailer({ outboxDir: into, from: "shop@example.com", log: { info: () => {} } });
  const mail = resetPasswordMail("rider@example.com", "Rider", "http://shop.test/reset?token=abc");
  await mailer.send({ id: "6f0e1c1e-1d2a-4c3b-8e4f-000000000003", ...mail });
  expect(await readdir(into)).toHaveLength(1);
  await rm(path.join(dir, "not-yet"), { recursive: true });
  await mailer.send({ id: "6f0e1c1e-1d2a-4c3b-8e4f-000000000004", ...mail });
  expect(await readdir(into)).toHaveLength(1);
});
