import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import type { FastifyBaseLogger } from "fastify";
import nodemailer from "nodemailer";

export type Mail = { to: string; subject: string; text: string; html: string; link?: string };
export type Mailer = { send(mail: Mail): Promise<void> };

type MailerOptions = { smtpUrl?: string; outboxDir: string; from: string; log: Pick<FastifyBaseLogger, "info"> };

/**
 * SMTP when a server is configured; otherwise each mail is written to the outbox folder as an
 * `.eml` file (openable in any mail program) and its link is logged, so a shop running on one
 * machine can still verify addresses and reset passwords.
 */
export function createMailer(opts: MailerOptions): Mailer {
  if (opts.smtpUrl) {
    const transport = nodemailer.createTransport(opts.smtpUrl);
    return {
      async send(mail) {
        await transport.sendMail({
          from: opts.from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
        });
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    async send(mail) {
      const { message } = await transport.sendMail({
        from: opts.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
      });
      await mkdir(opts.outboxDir, { recursive: true });
      const file = path.join(
        opts.outboxDir,
        `${new Date().toISOString().replaceAll(":", "-")}-${safeName(mail.to)}.eml`,
      );
      await writeFile(file, message as Buffer);
      opts.log.info({ to: mail.to, subject: mail.subject, link: mail.link, file }, "mail written to the outbox");
    },
  };
}

const safeName = (address: string) => address.replace(/[^a-z0-9@.-]/gi, "_");
