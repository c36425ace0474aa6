import { randomUUID } from "node:crypto";
import multipart from "@fastify/multipart";
import { errorSchema, imageUploadSchema, messages } from "@shop/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireUser } from "../../auth/guards.ts";
import { httpError } from "../../http/errors.ts";
import { toStoredWebp } from "./process-image.ts";

const MAX_BYTES = 5 * 1024 * 1024;

/** The image host of the spec, our own: answers `{ data: { url } }`. */
export const imagesRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: { fileSize: MAX_BYTES, files: 1, fields: 4, parts: 5 } });

  app.post(
    "/images",
    {
      onRequest: requireUser(app),
      schema: {
        tags: ["images"],
        summary: "Upload a picture (multipart field 'image'); it is stored as WebP",
        security: [{ bearer: [] }],
        consumes: ["multipart/form-data"],
        response: {
          201: imageUploadSchema,
          400: errorSchema,
          401: errorSchema,
          406: errorSchema,
          413: errorSchema,
          415: errorSchema,
        },
      },
    },
    async (request, reply) => {
      let bytes: Buffer;
      try {
        const file = await request.file();
        if (file?.fieldname !== "image") throw httpError(400, messages.imageMissing);
        bytes = await file.toBuffer();
      } catch (err) {
        if (err instanceof app.multipartErrors.RequestFileTooLargeError) throw httpError(413, messages.imageTooLarge);
        if ((err as { statusCode?: number }).statusCode) throw err;
        // A body that is not multipart at all (no boundary, cut short): the client's fault.
        throw httpError(400, messages.imageMissing);
      }
      const webp = await toStoredWebp(bytes);
      const url = await app.images.put(`${randomUUID()}.webp`, webp, "image/webp");
      return reply.code(201).send({ data: { url }, success: true });
    },
  );
};
