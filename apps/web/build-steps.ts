import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const COMPRESSIBLE = /\.(js|css|html|svg|json|txt)$/;

/**
 * Writes a brotli (`.br`, best quality) and a gzip (`.gz`) copy beside every text file of the
 * build. The server sends these as they are: about a sixth fewer bytes than compressing on the
 * fly at the fast setting it can afford per request, and no compression work while a page loads.
 */
export function precompress(dir: string) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      precompress(file);
    } else if (COMPRESSIBLE.test(entry.name)) {
      const content = readFileSync(file);
      writeFileSync(
        `${file}.br`,
        brotliCompressSync(content, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
          },
        }),
      );
      writeFileSync(`${file}.gz`, gzipSync(content, { level: constants.Z_BEST_COMPRESSION }));
    }
  }
}

/** Link previews (Open Graph) want a raster picture of about 1200 x 630; many show no SVG. */
const PREVIEW = { width: 1200, height: 630 };

/**
 * Writes a PNG copy beside every SVG picture in `dir`, drawn to fill the
 * link-preview size (its middle kept): the pages name it as their `og:image` (components/page-meta).
 */
export async function previewPictures(dir: string) {
  const { default: sharp } = await import("sharp");
  for (const name of readdirSync(dir)) {
    if (!name.endsWith(".svg")) continue;
    const file = path.join(dir, name);
    await sharp(readFileSync(file), { density: 300 })
      .resize({ ...PREVIEW, fit: "cover" })
      .png({ compressionLevel: 9 })
      .toFile(file.replace(/\.svg$/, ".png"));
  }
}
