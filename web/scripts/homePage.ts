// The home page's own copies of the page, home.html and home.fr.html: index.html with hints to fetch, beside the
// first script, the part before play of the game the home page shows at first (the registry's first) and its
// strings in the page's language. Without them that part is fetched only once the first script has run, a second
// trip over the network. Room and record pages keep index.html: their game is another's as often as not. The
// server sends a home page for `/`.
import type { OutputAsset, OutputBundle, OutputChunk } from "rollup";
import type { Plugin } from "vite";

/** The folder of the registry's first game: `export const GAMES = [first, ...]`, where `import { first } from
 * "./folder"`. Throws if the registry is not written that way, so the build cannot quietly lose the hints. */
export function firstGameFolder(registry: string): string {
  const first = /export const GAMES = \[\s*(\w+)/.exec(registry)?.[1];
  const folder = first && new RegExp(`import \\{ ${first} \\} from "\\./([\\w-]+)";`).exec(registry)?.[1];
  if (!folder) throw new Error("src/games/index.ts: no first game in GAMES, or not imported from its folder");
  return folder;
}

function chunkOf(bundle: OutputBundle, suffix: string): OutputChunk | undefined {
  return Object.values(bundle).find(
    (file): file is OutputChunk => file.type === "chunk" && (file.facadeModuleId ?? "").endsWith(suffix),
  );
}

/** The chunk and every chunk it imports, each once, dependencies first. */
function withImports(bundle: OutputBundle, chunk: OutputChunk, seen = new Set<string>()): OutputChunk[] {
  if (seen.has(chunk.fileName)) return [];
  seen.add(chunk.fileName);
  const below = chunk.imports.flatMap((name) => {
    const file = bundle[name];
    return file?.type === "chunk" ? withImports(bundle, file, seen) : [];
  });
  return [...below, chunk];
}

/** The page for a visitor who reads `language`, and the file it is written to. */
const PAGES = { en: "home.html", fr: "home.fr.html" } as const;

/** `registry`: the source of src/games/index.ts; `base`: the built client's URL path ("/static/"). Writes one home
 * page per language (PAGES), each hinting at the strings of its language: the server picks one by the browser's
 * Accept-Language, as the client picks its language by the browser's. */
export function homePage(registry: () => string, base: string): Plugin {
  return {
    name: "parlour-home-page",
    apply: "build",
    enforce: "post",
    generateBundle(_options, bundle) {
      const page = bundle["index.html"] as OutputAsset | undefined;
      const entry = Object.values(bundle).find((file): file is OutputChunk => file.type === "chunk" && file.isEntry);
      const folder = firstGameFolder(registry());
      const front = chunkOf(bundle, `/games/${folder}/front.tsx`);
      if (!page || !entry || !front) throw new Error(`home.html: no index.html, first script or ${folder}'s front`);
      const html = String(page.source);
      if (!html.includes("\n  </head>")) throw new Error("index.html has no </head> where it should be");
      // What the first script already brings is not hinted again.
      const first = withImports(bundle, entry).map((chunk) => chunk.fileName);
      for (const [language, fileName] of Object.entries(PAGES)) {
        const strings = chunkOf(bundle, `/games/${folder}/i18n/${language}.ts`);
        if (!strings) throw new Error(`home.html: no ${language} strings for ${folder}`);
        const seen = new Set(first);
        const chunks = [front, strings].flatMap((chunk) => withImports(bundle, chunk, seen));
        const hints = [
          ...chunks.map((chunk) => `<link rel="modulepreload" crossorigin href="${base}${chunk.fileName}">`),
          ...chunks.flatMap((chunk) =>
            [...(chunk.viteMetadata?.importedCss ?? [])].map(
              (css) => `<link rel="preload" as="style" crossorigin href="${base}${css}">`,
            ),
          ),
        ];
        this.emitFile({
          type: "asset",
          fileName,
          source: html.replace("\n  </head>", `\n${hints.map((hint) => `    ${hint}\n`).join("")}  </head>`),
        });
      }
    },
  };
}
