import { readFileSync } from "node:fs";
import preact from "@preact/preset-vite";
import { defineConfig } from "vitest/config";
import { homePage } from "./scripts/homePage";

const BASE = "/static/";
const REGISTRY = new URL("./src/games/index.ts", import.meta.url);

/** "pictomania-front" for src/games/pictomania/front.tsx, "pictomania-fr" for its i18n/fr.ts (a chunk's first
 * module, or the module a style sheet came with); undefined for any other file. */
function gamePart(module: string | null | undefined): string | undefined {
  const found = module && /src\/games\/([^/]+)\/(?:(front|screens)\.tsx|i18n\/(en|fr)\.ts)$/.exec(module);
  return found ? `${found[1]}-${found[2] ?? found[3]}` : undefined;
}

// The Python server serves build/index.html for the app's routes and build/ itself under /static/.
const server = process.env.PARLOUR_SERVER ?? "http://127.0.0.1:8000";

export default defineConfig({
  base: BASE,
  plugins: [preact(), homePage(() => readFileSync(REGISTRY, "utf8"), BASE)],
  build: {
    outDir: "../src/parlour/static/build",
    emptyOutDir: true,
    assetsDir: "assets",
    target: "es2020",
    rollupOptions: {
      output: {
        // A game's chunks, and their styles, are named after the game, not after their files, which every game
        // shares (`pictomania-front-<hash>.js`, `pictomania-fr-<hash>.js`; src/games/types.ts says what each holds).
        chunkFileNames: (chunk) => `assets/${gamePart(chunk.facadeModuleId) ?? "[name]"}-[hash].js`,
        assetFileNames: (asset) => `assets/${gamePart(asset.originalFileNames[0]) ?? "[name]"}-[hash][extname]`,
      },
    },
  },
  server: {
    // `npm run dev` talks to a running `parlour serve`.
    proxy: {
      "/api": server,
      "/ws": { target: server.replace(/^http/, "ws"), ws: true },
    },
  },
  test: {
    include: ["test/**/*.test.ts"],
    environment: "node",
    // One module graph for every test file instead of one each: the test files import the same catalogs and
    // components, and loading them once cuts the run about fourfold. Tests keep no state between files.
    isolate: false,
    // Every game's code is loaded first, as a page loads the game it shows: tests of a game's words find its
    // strings in the merged dictionaries.
    setupFiles: ["test/loadedGames.ts"],
  },
});
