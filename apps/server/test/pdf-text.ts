import { extractText, getDocumentProxy } from "unpdf";

/** The words a PDF shows, its pages joined: what a reader of the file sees. */
export async function pdfText(bytes: Buffer | Uint8Array): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
  return text;
}
