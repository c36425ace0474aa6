import { afterAll, beforeAll, expect, it } from "vitest";
import { signUpWithToken } from "../../../test/accounts.ts";
import { createTestApp, type TestApp } from "../../../test/helper.ts";
import { pdfText } from "../../../test/pdf-text.ts";
import { recordingMailer } from "../../../test/sent-mail.ts";
import { addPart, order, payWithCard } from "../../../test/shop.ts";

/* The 'paid' mail carries the invoice, drawn when the mail is sent (decision 0083). */

let t: TestApp;
const mail = recordingMailer();
beforeAll(async () => {
  t = await createTestApp({ mailer: mail.mailer });
});
afterAll(() => t.close());

it("attaches the order's invoice as a PDF to the payment receipt", async () => {
  const alice = await signUpWithToken(t);
  const part = await addPart(t, { availableQuantity: 5, minQuantity: 1, priceCents: 1999 });
  const id = (await order(t, alice, { productId: part.id })).json().insertedId as string;
  const { transactionId } = await payWithCard(t, alice, id);
  await t.app.inject({ method: "PATCH", url: `/api/orders/${id}`, headers: alice.auth, payload: { transactionId } });
  await t.mailSent();
  const number = (await t.app.inject({ method: "GET", url: `/api/orders/${id}`, headers: alice.auth })).json()
    .invoiceNumber;
  const [receipt] = mail.to(alice.email, /^Payment receipt/);
  const [file] = receipt?.attachments ?? [];
  expect(file?.filename).toBe(`invoice-${number}.pdf`);
  expect(file?.contentType).toBe("application/pdf");
  expect(await pdfText(file?.content ?? Buffer.alloc(0))).toContain(`Invoice ${number}`);
});
