#!/usr/bin/env node
/**
 * Lists React components (capitalised function declarations and arrow/function
 * expressions bound to a capitalised name in .tsx files) whose body spans more
 * than a limit of lines, because issue 18 caps a component at 200 lines and a
 * file-level count cannot see a 300-line component hiding in a small file.
 *
 *   node scripts/component-sizes.mjs [--limit 200] [--all] [dir...]
 *
 * Exits 1 when any component is over the limit (so CI can run it).
 */
import fs from "node:fs";
import path from "node:path";
import ts from "typescript";

const args = process.argv.slice(2);
let limit = 200;
let all = false;
const roots = [];
for (let i = 0; i < args.length; i++) {
  if (args[i] === "--limit") limit = Number(args[++i]);
  else if (args[i] === "--all") all = true;
  else roots.push(args[i]);
}
if (roots.length === 0) roots.push("app", "components");

function* walk(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === "node_modules" || entry.name.startsWith(".")) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else if (entry.name.endsWith(".tsx")) yield full;
  }
}

const found = [];
for (const root of roots) {
  if (!fs.existsSync(root)) continue;
  for (const file of walk(root)) {
    const source = ts.createSourceFile(file, fs.readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true);
    const lineOf = (pos) => source.getLineAndCharacterOfPosition(pos).line + 1;
    const visit = (node) => {
      let name;
      let fn;
      if (ts.isFunctionDeclaration(node) && node.name && node.body) {
        name = node.name.text;
        fn = node;
      } else if (
        ts.isVariableDeclaration(node) &&
        ts.isIdentifier(node.name) &&
        node.initializer &&
        (ts.isArrowFunction(node.initializer) || ts.isFunctionExpression(node.initializer))
      ) {
        name = node.name.text;
        fn = node.initializer;
      }
      if (name && /^[A-Z]/.test(name)) {
        const start = lineOf(fn.getStart(source));
        const end = lineOf(fn.getEnd());
        found.push({ file, name, start, end, lines: end - start + 1 });
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
}

found.sort((a, b) => b.lines - a.lines);
const over = found.filter((c) => c.lines > limit);
for (const c of all ? found : over) console.log(`${String(c.lines).padStart(4)}  ${c.name}  ${c.file}:${c.start}-${c.end}`);
console.log(`${over.length} component(s) over ${limit} lines (${found.length} components read)`);
process.exit(over.length > 0 ? 1 : 0);
