// Counts the repository's source files reached by following imports (static, dynamic, re-exports) from
// the entries given, resolved as TypeScript resolves them (workspace packages through their package.json),
// leaving out node_modules and tests. Usage: node count-files.mjs <entry>... [--list]
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const root = process.cwd();
const args = process.argv.slice(2);
const list = args.includes('--list');
const entries = args.filter((a) => !a.startsWith('--')).map((a) => path.resolve(root, a));
const options = {
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  module: ts.ModuleKind.ESNext,
  allowJs: true,
  resolveJsonModule: true,
  jsx: ts.JsxEmit.ReactJSX,
};
const host = ts.createCompilerHost(options);
const seen = new Set();
const queue = [...entries];
while (queue.length) {
  const file = fs.realpathSync(queue.pop());
  if (seen.has(file)) continue;
  seen.add(file);
  const info = ts.preProcessFile(fs.readFileSync(file, 'utf8'), true, true);
  for (const { fileName } of info.importedFiles) {
    const resolved = ts.resolveModuleName(fileName, file, options, host).resolvedModule;
    if (!resolved) continue;
    const target = fs.realpathSync(resolved.resolvedFileName);
    if (target.includes('/node_modules/') || !target.startsWith(root) || /\.d\.ts$/.test(target)) continue;
    if (/__tests__|\.test\./.test(target)) continue;
    queue.push(target);
  }
}
const files = [...seen].map((f) => path.relative(root, f)).sort();
const packages = new Set(files.map((f) => f.split('/')[0]));
console.log(`${files.length} files in ${packages.size} packages (${[...packages].join(', ')})`);
if (list) console.log(files.join('\n'));
