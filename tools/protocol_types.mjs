// Prints, as JSON, the shapes of the client's protocol types: the members of `ClientFrame` and `ServerFrame` in
// web/src/protocol.ts, read with the TypeScript compiler's type checker (web/node_modules/typescript), and the
// frame types `parseServerMessage` lets through (`SERVER_FRAME_TYPES`). With several files, a list of those.
//
//   node tools/protocol_types.mjs [path/to/protocol.ts ...]
//
// src/parlour/protocol_check.py compares this with the server's msgspec types (docs/protocol.md, "One source for
// the protocol's types"). Each frame is a map from a field's path (`room.seats[].bot`) to its kinds (`string`,
// `number`, `boolean`, `null`, `any`, `object`, `array`, `map`) and whether it may be absent. String and number
// literals count as their primitive kind: the server's `str` stands for the client's `"pen" | "eraser"`.

import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const files = process.argv.slice(2).map((f) => path.resolve(f));
if (files.length === 0) files.push(path.join(root, "web/src/protocol.ts"));
const ts = createRequire(path.join(root, "web/package.json"))("typescript");

const program = ts.createProgram(files, {
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  jsx: ts.JsxEmit.ReactJSX,
  jsxImportSource: "preact",
  strict: true,
  noEmit: true,
  skipLibCheck: true,
  types: [],
});
const checker = program.getTypeChecker();
const F = ts.TypeFlags;

/** Add `type`'s kinds at `path` to `out`, and the kinds of everything inside it at deeper paths. */
function describe(type, at, out, seen) {
  const entry = (out[at] ??= { kinds: [], optional: false });
  const add = (kind) => entry.kinds.includes(kind) || entry.kinds.push(kind);
  if (type.isUnion()) {
    const objects = type.types.filter((t) => t.flags & F.Object && !checker.isArrayType(t) && !checker.isTupleType(t));
    for (const member of type.types) if (!objects.includes(member)) describe(member, at, out, seen);
    if (objects.length) describeObjects(objects, at, out, seen, add);
    return;
  }
  if (type.flags & (F.Any | F.Unknown)) add("any");
  else if (type.flags & F.StringLike) add("string");
  else if (type.flags & F.NumberLike) add("number");
  else if (type.flags & F.BooleanLike) add("boolean");
  else if (type.flags & F.Null) add("null");
  else if (type.flags & (F.Undefined | F.Void)) entry.optional = true;
  else if (checker.isArrayType(type) || checker.isTupleType(type)) {
    add("array");
    for (const item of checker.getTypeArguments(type)) describe(item, `${at}[]`, out, seen);
  } else if (type.flags & F.Object || type.flags & F.Intersection) describeObjects([type], at, out, seen, add);
  else add(`unsupported:${checker.typeToString(type)}`);
}

/** One or more object types at one path (a union of them): their fields merged, a field missing from one of
 * them being optional. A type with only a string index signature is a map; with `unknown` values, an object. */
function describeObjects(types, at, out, seen, add) {
  const fields = new Map();
  for (const type of types) {
    const props = checker.getPropertiesOfType(type);
    const index = checker.getIndexInfoOfType(type, ts.IndexKind.String);
    if (props.length === 0 && index !== undefined) {
      if (index.type.flags & (F.Any | F.Unknown)) add("object");
      else {
        add("map");
        describe(index.type, `${at}{}`, out, seen);
      }
      continue;
    }
    add("object");
    if (seen.includes(type)) continue; // a recursive type: its inside is described once
    for (const prop of props) {
      if (!fields.has(prop.name)) fields.set(prop.name, []);
      fields.get(prop.name).push({ prop, type, seen: [...seen, type] });
    }
  }
  const withFields = types.filter((t) => checker.getPropertiesOfType(t).length > 0).length;
  for (const [name, found] of fields) {
    const where = at === "" ? name : `${at}.${name}`;
    for (const { prop, seen: inner } of found) {
      describe(checker.getTypeOfSymbol(prop), where, out, inner); // `undefined` in it makes it optional
      if (prop.flags & ts.SymbolFlags.Optional) out[where].optional = true;
    }
    if (found.length < withFields) out[where].optional = true;
  }
}

/** Each member of the exported union `name`, by its `t`: its fields' paths and kinds (without `t`). */
function frames(file, exports, name, problems) {
  let symbol = exports.get(name);
  if (symbol !== undefined && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
  if (symbol === undefined) {
    problems.push(`${file} exports no type ${name}`);
    return {};
  }
  const union = checker.getDeclaredTypeOfSymbol(symbol);
  const result = {};
  for (const member of union.isUnion() ? union.types : [union]) {
    const tag = checker.getPropertyOfType(member, "t");
    const tagType = tag && checker.getTypeOfSymbol(tag);
    if (!tagType?.isStringLiteral()) {
      problems.push(`${name}: a member without a literal "t": ${checker.typeToString(member)}`);
      continue;
    }
    const out = {};
    describeObjects([member], "", out, [], () => {});
    delete out.t;
    if (tagType.value in result) problems.push(`${name}: two members with "t": "${tagType.value}"`);
    result[tagType.value] = out;
  }
  return result;
}

/** The string literals of `const SERVER_FRAME_TYPES = new Set([...])`, the frames `parseServerMessage` keeps:
 * in protocol.ts, or else in a module of the client it imports. */
function serverFrameTypes(file, source, problems) {
  let found = null;
  const imported = program
    .getSourceFiles()
    .filter((f) => !f.isDeclarationFile && !files.includes(path.resolve(f.fileName)) && !/node_modules/.test(f.fileName));
  const visit = (node) => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.name.text === "SERVER_FRAME_TYPES") {
      const init = node.initializer;
      const list = init && ts.isNewExpression(init) ? init.arguments?.[0] : undefined;
      if (list && ts.isArrayLiteralExpression(list) && list.elements.every(ts.isStringLiteral)) {
        found = list.elements.map((e) => e.text);
      } else problems.push("SERVER_FRAME_TYPES is not `new Set([...string literals])`");
    }
    ts.forEachChild(node, visit);
  };
  for (const where of [source, ...imported]) if (found === null) visit(where);
  if (found === null) problems.push(`neither ${file} nor a module it imports declares SERVER_FRAME_TYPES`);
  return found ?? [];
}

function read(file) {
  const source = program.getSourceFile(file);
  if (source === undefined) throw new Error(`cannot read ${file}`);
  const problems = ts
    .getPreEmitDiagnostics(program, source)
    .map((d) => `TypeScript: ${ts.flattenDiagnosticMessageText(d.messageText, "\n")}`);
  const symbol = checker.getSymbolAtLocation(source);
  const exports = new Map((symbol ? checker.getExportsOfModule(symbol) : []).map((s) => [s.name, s]));
  return {
    file,
    client: frames(file, exports, "ClientFrame", problems),
    server: frames(file, exports, "ServerFrame", problems),
    server_frame_types: serverFrameTypes(file, source, problems),
    problems,
  };
}

process.stdout.write(JSON.stringify(files.map(read), null, 1) + "\n");
