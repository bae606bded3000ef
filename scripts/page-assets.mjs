// Writes Sources/VSMInspectKit/Web/PageAssets.swift from the page's files in Web/Page, so that
// the binary carries them with no resource bundle. `make page-assets` runs it; a test in
// VSMInspectTests fails when the two differ.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const web = join(dirname(fileURLToPath(import.meta.url)), '..', 'Sources', 'VSMInspectKit', 'Web');
const assets = [
  ['html', 'page.html', 'The document, with `{{name}}` where the page puts its parts.'],
  ['style', 'page.css', 'The style: light by default, dark with `--theme dark`.'],
  ['logic', 'logic.js', 'The script\'s pure functions (tested by `node --test` in Tests/Web).'],
  ['script', 'page.js', 'The script that walks the machine and keeps the page in step.'],
];

// A raw string literal holding the text exactly: enough `#` that no `"` or `\` in it ends the
// literal or starts an interpolation.
function literal(text) {
  let hashes = '#';
  while (text.includes('"' + hashes) || text.includes('\\' + hashes)) hashes += '#';
  return hashes + '"""\n' + text + '\n"""' + hashes;
}

let swift = '// Generated from the files in Web/Page by scripts/page-assets.mjs (`make page-assets`); edit those.\n\n'
  + '/// The web explorer\'s files, embedded in the binary.\nenum PageAssets {\n';
for (const [name, file, summary] of assets) {
  const text = readFileSync(join(web, 'Page', file), 'utf8');
  swift += `    /// ${summary} (Web/Page/${file})\n    static let ${name} = ${literal(text)}\n\n`;
}
swift += '    /// Each file by its name in Web/Page, for the test that keeps this file in step.\n'
  + '    static let files: [(name: String, text: String)] = ['
  + assets.map(([name, file]) => `("${file}", ${name})`).join(', ') + ']\n}\n';
writeFileSync(join(web, 'PageAssets.swift'), swift);
