// Writes the licences of the packages the built client carries (the runtime dependencies in package.json and
// theirs) into the build as THIRD-PARTY-LICENSES.txt, which the MIT licences of those packages ask to ship with
// every copy of them.
//
// Usage: node scripts/licences.mjs [DIR]   (DIR defaults to the build folder that vite.config.ts writes)
import { readdir, readFile, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const here = fileURLToPath(new URL(".", import.meta.url));
const web = join(here, "..");
const root = resolve(process.argv[2] ?? join(web, "..", "src", "parlour", "static", "build"));

async function manifest(dir) {
  return JSON.parse(await readFile(join(dir, "package.json"), "utf8"));
}

/** The package's licence file; for a package that ships none (qrcode-generator), the notice its code opens with. */
async function licenceText(dir, pkg) {
  const name = (await readdir(dir)).find((file) => /^licen[cs]e/i.test(file));
  if (name) return (await readFile(join(dir, name), "utf8")).trim();
  const code = await readFile(join(dir, pkg.module ?? pkg.main ?? "index.js"), "utf8");
  const notice = /^(?:\/\/.*\n)+/.exec(code)?.[0];
  if (!notice || !/licen[cs]e/i.test(notice)) throw new Error(`${dir}: no licence file and no licence notice`);
  return notice.trim();
}

const seen = new Map();
const pending = Object.keys((await manifest(web)).dependencies ?? {});
while (pending.length > 0) {
  const name = pending.shift();
  if (seen.has(name)) continue;
  const dir = join(web, "node_modules", name);
  const pkg = await manifest(dir);
  seen.set(name, `${name} ${pkg.version} (${pkg.license})\n\n${await licenceText(dir, pkg)}`);
  pending.push(...Object.keys(pkg.dependencies ?? {}));
}
const parts = [...seen.keys()].sort().map((name) => seen.get(name));
await writeFile(
  join(root, "THIRD-PARTY-LICENSES.txt"),
  `Parlour's web client carries these packages, under their own licences:\n\n${parts.join(`\n\n${"-".repeat(78)}\n\n`)}\n`,
);
console.log(`THIRD-PARTY-LICENSES.txt: ${parts.length} packages`);
