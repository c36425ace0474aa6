import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import type { FastifyBaseLogger } from "fastify";
import type { Transporter } from "nodemailer";
import { loadedOnce } from "../shared/loaded-once.ts";

/** What a mail in the outbox names to attach: the file is drawn when it is sent (decision 0083). */
export type AttachmentRef = { invoiceOf: string };
export type Attachment = { filename: string; contentType: string; content: Buffer };
export type Mail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  link?: string;
  attachment?: AttachmentRef;
};
/** A mail from the outbox: its id becomes the Message-ID, the same on every try. */
export type QueuedMail = Omit<Mail, "attachment"> & { id: string; attachments?: Attachment[] };
export type Mailer = { send(mail: QueuedMail): Promise<void> };

type MailerOptions = { smtpUrl?: string; outboxDir: string; from: string; log: Pick<FastifyBaseLogger, "info"> };

/**
 * SMTP when a server is configured; otherwise each mail is written to the outbox folder as an
 * `.eml` file (openable in any mail program) and its link is logged, so a shop running on one
 * machine can still verify addresses and reset passwords.
 */
export function createMailer(opts: MailerOptions): Mailer {
  const domain = /@([^>\s]+)/.exec(opts.from)?.[1] ?? "localhost";
  // A retried mail that did reach the reader before carries the same Message-ID.
  const message = (mail: QueuedMail) => ({
    from: opts.from,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    messageId: `<${mail.id}@${domain}>`,
    attachments: mail.attachments,
  });
  // nodemailer is loaded with the first mail sent, not at start (decision 0100).
  const transportOf = (options: object) =>
    loadedOnce<Transporter>(async () => (await import("nodemailer")).default.createTransport(options));
  if (opts.smtpUrl) {
    // Bounded waits: a send must end well within the outbox's lease (see outbox.ts), and a
    // server that does not answer is tried again later rather than waited on for minutes.
    const transport = transportOf({
      url: opts.smtpUrl,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    });
    return {
      async send(mail) {
        await (await transport()).sendMail(message(mail));
      },
    };
  }
  const transport = transportOf({ streamTransport: true, buffer: true, newline: "unix" });
  // The folder is made when a write finds it missing (the first mail, or after someone removed
  // it), not checked before every mail: a file system call fewer for each mail.
  const write = async (file: string, eml: Buffer) => {
    try {
      await writeFile(file, eml);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "ENOENT") throw err;
      await mkdir(opts.outboxDir, { recursive: true });
      await writeFile(file, eml);
    }
  };
  return {
    async send(mail) {
      const { message: eml } = await (await transport()).sendMail(message(mail));
      // The mail's id in the name: two mails to one address in the same millisecond (a customer's
      // orders in a rush) are two files, not one written over the other.
      const file = path.join(
        opts.outboxDir,
        `${new Date().toISOString().replaceAll(":", "-")}-${safeName(mail.to)}-${mail.id}.eml`,
      );
      try {
        await write(file, eml as Buffer);
      } catch (err) {
        // A full disk leaves part of the mail: the worker writes it whole on its next try.
        await rm(file, { force: true });
        throw err;
      }
      opts.log.info({ to: mail.to, subject: mail.subject, link: mail.link, file }, "mail written to the outbox");
    },
  };
}

const safeName = (address: string) => address.replace(/[^a-z0-9@.-]/gi, "_");
