import { PutObjectCommand, S3Client } from "@aws-sdk/client-s3";
import type { ImageStore } from "./image-store.ts";

export type S3Settings = {
  bucket: string;
  region: string;
  /** An S3-compatible service's address; unset means AWS itself. */
  endpoint?: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Where the bucket's objects are served from (a CDN, say). */
  publicUrl: string;
};

/** Pictures in an S3-compatible bucket, so any number of servers share them. */
export function createS3Store(s: S3Settings): ImageStore {
  const client = new S3Client({
    region: s.region,
    endpoint: s.endpoint,
    forcePathStyle: Boolean(s.endpoint),
    credentials: { accessKeyId: s.accessKeyId, secretAccessKey: s.secretAccessKey },
  });
  const uploadsUrl = `${s.publicUrl.replace(/\/$/, "")}/uploads/`;
  return {
    uploadsUrl,
    async put(name, bytes, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket: s.bucket,
          Key: `uploads/${name}`,
          Body: bytes,
          ContentType: contentType,
          // Names are random and never reused, so a picture never changes.
          CacheControl: "public, max-age=31536000, immutable",
        }),
      );
      return `${uploadsUrl}${name}`;
    },
  };
}
