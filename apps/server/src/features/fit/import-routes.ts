import multipart from "@fastify/multipart";
import {
  bikeImportMessages,
  bikeImportPreviewSchema,
  bikeImportResultSchema,
  errorSchema,
  IMPORT_BYTES_MAX,
  idParamsSchema,
} from "@shop/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireAdmin } from "../../auth/guards.ts";
import { httpError } from "../../http/errors.ts";
import { confirmBikeImport, previewBikeImport } from "./bike-import.ts";

const refusals = { 400: errorSchema, 401: errorSchema, 403: errorSchema };
const security = [{ bearer: [] }];

/** The owner's bike model file (issue 32): preview, then confirm, all or nothing. */
export const bikeImportRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: { fileSize: IMPORT_BYTES_MAX, files: 1, fields: 4, parts: 5 } });

  app.post(
    "/bikes/imports",
    {
      onRequest: requireAdmin(app),
      schema: {
        tags: ["fit"],
        summary: "Preview a bike model CSV (admins): what it would add, change, and every row's errors; writes nothing",
        description:
          "Multipart field 'file'. Columns: brand, model, year, then one per bike standard, named by its key (wheel-size, freehub, ...).",
        security,
        consumes: ["multipart/form-data"],
        response: { 201: bikeImportPreviewSchema, ...refusals, 413: errorSchema },
      },
    },
    async (request, reply) => {
      let bytes: Buffer;
      try {
        const file = await request.file();
        if (file?.fieldname !== "file") throw httpError(400, bikeImportMessages.fileMissing);
        bytes = await file.toBuffer();
      } catch (err) {
        if (err instanceof app.multipartErrors.RequestFileTooLargeError)
          throw httpError(
            413,
            `The file is larger than ${IMPORT_BYTES_MAX / 1024 / 1024} MB: split it into smaller files`,
          );
        if ((err as { statusCode?: number }).statusCode) throw err;
        throw httpError(400, bikeImportMessages.fileMissing);
      }
      return reply.code(201).send(await previewBikeImport(app.db, bytes));
    },
  );

  app.post(
    "/bikes/imports/:id/confirm",
    {
      onRequest: requireAdmin(app),
      schema: {
        tags: ["fit"],
        summary: "Write a bike model preview's rows (admins): all in one transaction or none",
        description:
          "Refused (409) when the preview had errors, was already written, expired, or the models or standards changed since.",
        security,
        params: idParamsSchema,
        response: { 200: bikeImportResultSchema, ...refusals, 404: errorSchema, 409: errorSchema },
      },
    },
    async (request) => {
      const result = await confirmBikeImport(app.db, request.params.id);
      app.publicCache.clear();
      return result;
    },
  );
};
