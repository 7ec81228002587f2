import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * `npm run check:cycles`: fails when the modules of apps/ and packages/ import each other in a circle. A cycle makes
 * the order in which modules initialise depend on which one is loaded first: a `const` read across the cycle is
 * then undefined (a TDZ error) in one entry point and fine in another.
 *
 * Counted: `import … from`, side-effect `import '…'` and `export … from` of relative files and of
 * `@konter/shared/…`. Not counted: `import type` / `export type` (erased before anything runs), and dynamic
 * `import('…')`, which loads its module later, after every static import has initialised, so it cannot take part
 * in an initialisation-order problem (the web's lazy routes are such imports). `--dynamic` counts them too.
 * An import whose names are all `type` still counts: with verbatimModuleSyntax it is kept as `import {} from`.
 */
const root = path.resolve(import.meta.dirname, '..');
const roots = ['apps', 'packages'];
const countDynamic = process.argv.includes('--dynamic');

function sourceFiles(directory: string): string[] {
  const files: string[] = [];
  for (const name of readdirSync(directory)) {
    if (name === 'node_modules' || name === 'dist' || name.startsWith('.')) continue;
    const full = path.join(directory, name);
    if (statSync(full).isDirectory()) files.push(...sourceFiles(full));
    else if (/\.tsx?$/.test(name) && !name.endsWith('.d.ts')) files.push(full);
  }
  return files;
}

function resolveSpecifier(from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith('./') || specifier.startsWith('../')) base = path.resolve(path.dirname(from), specifier);
  else if (specifier.startsWith('@konter/shared/')) {
    base = path.join(root, 'packages/shared/src', specifier.slice('@konter/shared/'.length));
  } else return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** The files `file` loads when it initialises. */
function runtimeImports(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
  const specifiers: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      if (!node.importClause?.isTypeOnly) specifiers.push(node.moduleSpecifier.text);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      if (!node.isTypeOnly) specifiers.push(node.moduleSpecifier.text);
    } else if (
      countDynamic &&
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      specifiers.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return specifiers.flatMap((specifier) => resolveSpecifier(file, specifier) ?? []);
}

const files = roots.flatMap((directory) => sourceFiles(path.join(root, directory)));
const graph = new Map(files.map((file) => [file, runtimeImports(file)]));

// Tarjan's strongly connected components: every component of more than one file (or a file importing itself) holds
// at least one cycle; one cycle of each is printed, which is what has to be broken.
let counter = 0;
const index = new Map<string, number>();
const lowLink = new Map<string, number>();
const stack: string[] = [];
const onStack = new Set<string>();
const components: string[][] = [];
function strongConnect(file: string): void {
  index.set(file, counter);
  lowLink.set(file, counter);
  counter += 1;
  stack.push(file);
  onStack.add(file);
  for (const next of graph.get(file) ?? []) {
    if (!index.has(next)) {
      strongConnect(next);
      lowLink.set(file, Math.min(lowLink.get(file) ?? 0, lowLink.get(next) ?? 0));
    } else if (onStack.has(next)) {
      lowLink.set(file, Math.min(lowLink.get(file) ?? 0, index.get(next) ?? 0));
    }
  }
  if (lowLink.get(file) !== index.get(file)) return;
  const component: string[] = [];
  let member: string | undefined;
  do {
    member = stack.pop();
    if (member === undefined) break;
    onStack.delete(member);
    component.push(member);
  } while (member !== file);
  if (component.length > 1 || (graph.get(file) ?? []).includes(file)) components.push(component);
}
for (const file of graph.keys()) if (!index.has(file)) strongConnect(file);

/** A shortest way round from `start` back to itself inside its component (breadth-first). */
function cycleThrough(start: string, members: Set<string>): string[] {
  const previous = new Map<string, string>();
  const queue = [start];
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    for (const next of graph.get(file) ?? []) {
      if (!members.has(next)) continue;
      if (next === start) {
        const cycle = [file];
        for (let back = previous.get(file); back !== undefined; back = previous.get(back)) cycle.unshift(back);
        return [...cycle, start];
      }
      if (!previous.has(next)) {
        previous.set(next, file);
        queue.push(next);
      }
    }
  }
  return [start, start];
}

const relative = (file: string) => path.relative(root, file);
if (components.length === 0) {
  process.stdout.write(
    `No import cycles among ${files.length} files${countDynamic ? ' (dynamic imports counted)' : ''}.\n`,
  );
  process.exit(0);
}
for (const component of components) {
  const members = new Set(component);
  const start = component.reduce((first, file) => (file < first ? file : first));
  process.stdout.write(
    `Import cycle (${component.length} files in it):\n  ${cycleThrough(start, members).map(relative).join('\n  → ')}\n`,
  );
}
process.stdout.write(`${components.length} import cycle(s): move the piece both sides need into a file of its own.\n`);
process.exit(1);
