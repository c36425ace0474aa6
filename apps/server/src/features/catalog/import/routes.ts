import { PassThrough } from "node:stream";
import multipart from "@fastify/multipart";
import {
  errorSchema,
  IMPORT_BYTES_MAX,
  IMPORT_PROGRESS_TYPE,
  type ImportProgressLine,
  idParamsSchema,
  importMessages,
  importPreviewSchema,
  importResultSchema,
} from "@shop/contract";
import type { FastifyInstance, FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireAdmin } from "../../../auth/guards.ts";
import { sendCsvDownload } from "../../../http/csv-download.ts";
import { httpError } from "../../../http/errors.ts";
import { compactCatalogCounts, vacuumCatalog } from "../../../shared/housekeeping.ts";
import { isOwnPicture } from "../../images/index.ts";
import { confirmImport } from "./confirm.ts";
import { catalogCsv } from "./export-csv.ts";
import { previewImport } from "./preview.ts";

const refusals = { 400: errorSchema, 401: errorSchema, 403: errorSchema };

/** Whether what was written to a streamed answer has left for the socket: headers and lines. */
const lineIsOut = (reply: FastifyReply, stream: PassThrough) =>
  reply.raw.headersSent && stream.readableLength === 0 && reply.raw.writableLength === 0;

/**
 * After an import's commit, before the answer: the catalog's counts summed into a row per
 * key (decisions 0112, 0117) and the catalog vacuumed, so that the shop's next reads of
 * the new rows come from the indexes alone (decision 0103). The rows are written whatever befalls
 * these; the hourly housekeeping tries again.
 */
async function vacuumAfterImport(app: FastifyInstance) {
  await compactCatalogCounts(app.db)
    .then(() => vacuumCatalog(app.db))
    .catch((err) => app.log.warn({ err }, "the catalog could not be vacuumed after an import"));
}

/** The owner's catalog file: preview an import, confirm it, export the catalog (issue 28). */
export const catalogImportRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: { fileSize: IMPORT_BYTES_MAX, files: 1, fields: 4, parts: 5 } });

  app.post(
    "/catalog/imports",
    {
      onRequest: requireAdmin(app),
      schema: {
        tags: ["catalog"],
        summary: "Preview a catalog CSV (admins): what it would create, update, and every row's errors; writes nothing",
        description:
          "Multipart field 'file'. Columns: family, sku, mpn, name, description, picture, category, brand, price, minimum, stock, weight, option.{Name}, spec.{key} (see the README).",
        security: [{ bearer: [] }],
        consumes: ["multipart/form-data"],
        response: { 201: importPreviewSchema, ...refusals, 413: errorSchema },
      },
    },
    async (request, reply) => {
      let bytes: Buffer;
      try {
        const file = await request.file();
        if (file?.fieldname !== "file") throw httpError(400, importMessages.fileMissing);
        bytes = await file.toBuffer();
      } catch (err) {
        if (err instanceof app.multipartErrors.RequestFileTooLargeError) throw httpError(413, importMessages.tooLarge);
        if ((err as { statusCode?: number }).statusCode) throw err;
        throw httpError(400, importMessages.fileMissing);
      }
      const preview = await previewImport(app.db, bytes, (url) => isOwnPicture(app.images, url));
      return reply.code(201).send(preview);
    },
  );

  app.post(
    "/catalog/imports/:id/confirm",
    {
      onRequest: requireAdmin(app),
      // Progress lines must leave as they are written, not wait in a compressor's buffer.
      compress: false,
      schema: {
        tags: ["catalog"],
        summary: "Write a preview's rows (admins): all in one transaction or none",
        description: `Refused (409) when the preview had errors, was already written, expired, or the catalog changed since. With \`Accept: ${IMPORT_PROGRESS_TYPE}\` the answer streams the write's progress, one JSON object a line: \`{"written": 0, "total": n}\` once the preview is found still true, one such line per 1,000 rows written, then \`{"result": {"created", "updated"}}\`, or \`{"message": ...}\` when writing failed and nothing was written. Refusals before the first line are answered as without it.`,
        security: [{ bearer: [] }],
        params: idParamsSchema,
        response: { 200: importResultSchema, ...refusals, 404: errorSchema, 409: errorSchema },
      },
    },
    async (request, reply) => {
      if (!request.headers.accept?.includes(IMPORT_PROGRESS_TYPE)) {
        const result = await confirmImport(app.db, request.params.id);
        app.publicCache.clear();
        await vacuumAfterImport(app);
        return result;
      }
      // Streamed (decision 0051): the answer starts once the preview is found still true, so a
      // refusal before that is an ordinary one; after it, the last line says how it ended.
      const stream = new PassThrough();
      const line = (value: ImportProgressLine) => `${JSON.stringify(value)}\n`;
      let streaming = false;
      try {
        const result = await confirmImport(app.db, request.params.id, async (written, total) => {
          if (!streaming) {
            streaming = true;
            // Fastify sends a stream as it is, unserialised; the schema documents the JSON answer.
            (reply as FastifyReply).type(IMPORT_PROGRESS_TYPE).header("cache-control", "no-store").send(stream);
          }
          stream.write(line({ written, total }));
          // The embedded database runs in this thread and its queries never let the event loop
          // turn: the line leaves only in turns given here, until it is out (a few at most).
          for (let turns = 0; turns < 20 && !lineIsOut(reply, stream); turns++)
            await new Promise((turned) => setImmediate(turned));
        });
        app.publicCache.clear();
        await vacuumAfterImport(app);
        stream.end(line({ result }));
      } catch (err) {
        if (!streaming) throw err;
        request.log.error({ err }, "a catalog import failed while writing; its transaction wrote nothing");
        stream.end(line({ message: importMessages.writeFailed }));
      }
      return reply;
    },
  );

  app.get(
    "/catalog/export.csv",
    {
      onRequest: requireAdmin(app),
      schema: {
        tags: ["catalog"],
        summary: "Export catalog CSV (admins): every part in the import's columns, by SKU; streamed",
        security: [{ bearer: [] }],
        produces: ["text/csv"],
        response: { 200: z.string(), 401: errorSchema, 403: errorSchema },
      },
    },
    async (_request, reply) => sendCsvDownload(reply, "catalog", catalogCsv(app.db)),
  );
};
