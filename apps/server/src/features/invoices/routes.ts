import { creditNoteParamsSchema, errorSchema, idParamsSchema, type SellerDetails } from "@shop/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { callerOf, requireUser } from "../../auth/guards.ts";
import { creditNotePdf, invoicePdf } from "./pdf.ts";
import { creditNoteFor, invoiceFor } from "./repository.ts";

const security = [{ bearer: [] }];
const refusals = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };
const pdfFile = z.string().describe("The PDF file");

export const invoicesRoutes: FastifyPluginAsyncZod<{ seller: SellerDetails }> = async (app, { seller }) => {
  app.get(
    "/orders/:id/invoice.pdf",
    {
      onRequest: requireUser(app),
      schema: {
        tags: ["orders"],
        summary:
          "The paid order's invoice as PDF, for its owner or an admin (anyone else: 404); as issued, never changed",
        security,
        produces: ["application/pdf"],
        params: idParamsSchema,
        response: { 200: pdfFile, ...refusals },
      },
    },
    async (request, reply) => {
      const invoice = await invoiceFor(app.db, seller, callerOf(request), request.params.id);
      return sendPdf(reply, `invoice-${invoice.number}.pdf`, await invoicePdf(invoice));
    },
  );

  app.get(
    "/orders/:id/credit-notes/:n.pdf",
    {
      onRequest: requireUser(app),
      schema: {
        tags: ["orders"],
        summary:
          "The order's n-th credit note (1, 2, ... as in the order's creditNotes) as PDF, for its owner or an admin",
        security,
        produces: ["application/pdf"],
        params: creditNoteParamsSchema,
        response: { 200: pdfFile, ...refusals },
      },
    },
    async (request, reply) => {
      const note = await creditNoteFor(app.db, callerOf(request), request.params.id, request.params.n);
      return sendPdf(reply, `credit-note-${note.number}.pdf`, await creditNotePdf(note));
    },
  );
};

/** A download that is the caller's alone: never kept by a cache on the way. */
function sendPdf(reply: import("fastify").FastifyReply, filename: string, pdf: Buffer) {
  return reply
    .header("content-type", "application/pdf")
    .header("content-disposition", `attachment; filename="${filename}"`)
    .header("cache-control", "no-store")
    .send(pdf);
}
