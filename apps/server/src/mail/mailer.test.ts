import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { simpleParser } from "mailparser";
import { afterAll, expect, it } from "vitest";
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
  expect(file).toMatch(/rider@example\.com\.eml$/);
  const mail = await simpleParser(await readFile(path.join(dir, file ?? "")));
  expect(mail.subject).toBe("Reset your Bike Parts Hub password");
  // The outbox row's id: a mail tried twice is recognisably the same mail.
  expect(mail.messageId).toBe(`<${id}@example.com>`);
  expect(mail.text).toContain("http://shop.test/reset?token=abc");
  expect(mail.html).toContain("Rider &lt;b&gt;");
  expect(logged).toEqual([expect.objectContaining({ link: "http://shop.test/reset?token=abc" })]);
});
