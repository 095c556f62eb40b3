import preact from "@preact/preset-vite";
import { defineConfig } from "vitest/config";

// The Python server serves build/index.html for the app's routes and build/ itself under /static/.
const server = process.env.PARLOUR_SERVER ?? "http://127.0.0.1:8000";

export default defineConfig({
  base: "/static/",
  plugins: [preact()],
  build: {
    outDir: "../src/parlour/static/build",
    emptyOutDir: true,
    assetsDir: "assets",
    target: "es2020",
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
  },
});
