/**
 * Where accepted pictures are kept; `put` answers the address the picture is served from, which
 * is always `uploadsUrl` and the name.
 */
export type ImageStore = {
  put(name: string, bytes: Buffer, contentType: string): Promise<string>;
  /** Where this store's pictures are served from: `/uploads/`, or the bucket's public address. */
  uploadsUrl: string;
};
