import type { AddressInfo } from "node:net";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

export type CaughtMail = { to: string; subject: string; text: string };

/** A real SMTP server on a local port (a free one by default) that keeps every mail it receives. */
export async function startMailCatcher(port = 0) {
  const mails: CaughtMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const to = Array.isArray(parsed.to) ? parsed.to[0] : parsed.to;
          mails.push({ to: to?.value[0]?.address ?? "", subject: parsed.subject ?? "", text: parsed.text ?? "" });
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const address = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${address.port}`,
    mails,
    /** The newest mail to this address (holding `text`, if given), waiting up to five seconds. */
    async waitFor(to: string, subject: RegExp, text = ""): Promise<CaughtMail> {
      for (let i = 0; i < 100; i++) {
        const mail = mails.filter((m) => m.to === to && subject.test(m.subject) && m.text.includes(text)).at(-1);
        if (mail) return mail;
        await new Promise((r) => setTimeout(r, 50));
      }
      throw new Error(`No mail to ${to} matching ${subject}`);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The first link in a mail's text. */
export function linkIn(mail: CaughtMail): URL {
  const match = mail.text.match(/https?:\/\/\S+/);
  if (!match) throw new Error(`No link in the mail "${mail.subject}"`);
  return new URL(match[0]);
}
