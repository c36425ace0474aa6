/** Where accepted pictures are kept; `put` answers the address the picture is served from. */
export type ImageStore = { put(name: string, bytes: Buffer, contentType: string): Promise<string> };
