// Precompresses the built client once, at build time, so the server never compresses a static file per request:
// for each text asset over MIN_BYTES it writes FILE.gz (gzip level 9) and FILE.br (brotli quality 11) beside it,
// and keeps a copy only when it is smaller than the file itself. The server picks one by Accept-Encoding.
//
// Usage: node scripts/compress.mjs [DIR]   (DIR defaults to the build folder that vite.config.ts writes)
import { readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import { extname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const EXTENSIONS = new Set([".js", ".css", ".html", ".svg", ".json"]);
// Smaller files save too few bytes to be worth a copy. The page itself (index.html, under 1 KB) is above this on
// purpose: every visit fetches it, and compressed it fits in one packet with the response's headers.
const MIN_BYTES = 512;

const here = fileURLToPath(new URL(".", import.meta.url));
const root = resolve(process.argv[2] ?? join(here, "..", "..", "src", "parlour", "static", "build"));

const encoders = {
  gz: (data) => gzipSync(data, { level: 9 }),
  br: (data) =>
    brotliCompressSync(data, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
};

async function* files(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (entry.isFile()) yield path;
  }
}

async function compress(path) {
  const data = await readFile(path);
  const sizes = [];
  for (const [suffix, encode] of Object.entries(encoders)) {
    const target = `${path}.${suffix}`;
    const packed = encode(data);
    if (packed.length < data.length) {
      await writeFile(target, packed);
      sizes.push(`${suffix} ${packed.length}`);
    } else {
      // A copy left from an earlier run would now be stale: the server must never send it.
      await rm(target, { force: true });
    }
  }
  return `${relative(root, path)}: ${data.length} -> ${sizes.join(", ") || "kept as is"}`;
}

const wanted = [];
for await (const path of files(root)) {
  if (EXTENSIONS.has(extname(path)) && (await stat(path)).size > MIN_BYTES) wanted.push(path);
}
for (const line of await Promise.all(wanted.map(compress))) console.log(line);
