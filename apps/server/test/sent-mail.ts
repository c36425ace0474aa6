import type { Mailer, QueuedMail } from "../src/mail/mailer.ts";

/** A mailer that keeps what it is given, for tests that read a mail's words or its link. */
export function recordingMailer() {
  const sent: QueuedMail[] = [];
  const mailer: Mailer = {
    async send(mail) {
      sent.push(mail);
    },
  };
  return {
    mailer,
    sent,
    /** The mails to this address whose subject matches, oldest first. */
    to: (address: string, subject: RegExp) => sent.filter((m) => m.to === address && subject.test(m.subject)),
  };
}
