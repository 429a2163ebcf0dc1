// Fails when code or docs cite a README or docs/ section that does not exist (`npm run check:docs`,
// one of `npm test`'s browserless checks).
//
// The grammar of a citation, wherever it stands (a comment, a string, a test's name, Markdown):
//
//   <file> "<name>"        README "Layout"                    docs/behaviour.md "One cart"
//   <file>, "<name>"       docs/architecture.md, "Routes and prerendering"
//
// - <file> is `README` (or `README.md`) or `docs/<something>.md`, a path from the repository's
//   root, not preceded by a letter, digit, `/`, `.` or `-` (so `stories/docs/…` is not one);
// - then an optional comma, then spaces, then <name> in straight double quotes. The citation may
//   break across two lines; the second line's comment marker (`*`, `//`, `#`) is skipped;
// - <name> must be, in that file, a heading (a line starting with `#`; its text, with or without
//   its backticks) or a bold note: a list item that starts with `**<name>**`, `**<name>.**` or
//   `**<name>**:`.
//
// Also errors:
// - any mention of a `docs/<something>.md` path that does not exist, quoted name or not;
// - README followed by a comma or colon and an unquoted word (`README` then `, Behaviour notes`):
//   name the section in quotes so this check can hold it (a docs/ file may be cited whole:
//   `docs/first-second.md, the journey below`);
// - in every Markdown file scanned, a relative link `[text](path#anchor)` to a file that does not
//   exist or lies outside the repository, or to an anchor no heading of that file makes (GitHub's
//   slugs: lower case, punctuation dropped, spaces to hyphens).
//
// Prints file:line and what is missing for each, and exits 1; prints one line and exits 0 when
// every citation holds.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, extname, join, relative, resolve, sep } from 'node:path';

const root = resolve(import.meta.dirname, '..');

/** The folders scanned, and the repository root's own files with these extensions. */
const folders = [
  'src',
  'scripts',
  'tests',
  'stories',
  '.storybook',
  'config',
  'public',
  'docs',
  'deploy',
  '.github',
  '.ci',
];
const rootExtensions = new Set(['.md', '.ts', '.js', '.mjs', '.cjs', '.json', '.html']);
// docs/samples/ holds a tool's output as it came (the visual review's comment): its links point
// into the report it was published with, which is not in the repository.
const skippedFolders = new Set(['node_modules', '__screenshots__', '.git', 'samples']);
const textExtensions = new Set([
  '',
  '.ts',
  '.tsx',
  '.js',
  '.jsx',
  '.mjs',
  '.cjs',
  '.md',
  '.mdx',
  '.json',
  '.yml',
  '.yaml',
  '.html',
  '.css',
  '.conf',
  '.toml',
  '.py',
  '.sh',
  '.txt',
]);

function walk(folder, files) {
  if (!existsSync(folder)) return;
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) {
      if (!skippedFolders.has(entry.name)) walk(path, files);
    } else if (entry.isFile() && textExtensions.has(extname(entry.name))) {
      files.push(path);
    }
  }
}

const files = [];
for (const entry of readdirSync(root, { withFileTypes: true }))
  if (entry.isFile() && rootExtensions.has(extname(entry.name))) files.push(join(root, entry.name));
for (const folder of folders) walk(join(root, folder), files);

/** Strips a code fence's lines from Markdown: what they hold is not a heading or a link. */
function proseLines(text) {
  let fenced = false;
  return text.split('\n').map((line) => {
    if (/^\s*(```|~~~)/.test(line)) {
      fenced = !fenced;
      return '';
    }
    return fenced ? '' : line;
  });
}

/** GitHub's anchor for a heading's text. */
function slug(text) {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/ /g, '-');
}

const targets = new Map();
/** What a cited Markdown file offers: its headings, bold notes and anchors; null if missing. */
function target(path) {
  if (!targets.has(path)) {
    if (!existsSync(path) || !statSync(path).isFile()) {
      targets.set(path, null);
    } else {
      const names = new Set();
      const anchors = new Set();
      const seen = new Map();
      for (const line of proseLines(readFileSync(path, 'utf8'))) {
        const heading = /^ {0,3}#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
        if (heading) {
          names.add(heading[1]);
          names.add(heading[1].replace(/`/g, ''));
          const base = slug(heading[1]);
          const count = seen.get(base) ?? 0;
          seen.set(base, count + 1);
          anchors.add(count ? `${base}-${count}` : base);
        }
        const note = /^\s*(?:[-*+]|\d+\.)\s+\*\*(.+?)\*\*/.exec(line);
        if (note) names.add(note[1].replace(/[.:]$/, ''));
      }
      targets.set(path, { names, anchors });
    }
  }
  return targets.get(path);
}

const file = String.raw`(README(?:\.md)?|docs/[\w.-]+\.md)(?![\w-])`;
const citation = new RegExp(String.raw`(?<![\w/.-])${file},?\s+"([^"\n]+)"`, 'g');
const unquoted = /(?<![\w/.-])(README)(?:\.md)?[,:][ \t]+[A-Za-z']/g;
const docsPath = /(?<![\w/.-])docs\/[\w.-]+\.md(?![\w-])/g;
const link = /\[[^\]]*\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g;
const continuation = /^\s*(?:\*(?!\*)|\/\/|#)?\s*/;

const problems = [];
/** Missing files already reported for a line, as citations: not again as mentions. */
const reported = new Set();
const citedFile = (name) => join(root, name.startsWith('README') ? 'README.md' : name);
let citations = 0;

for (const path of files) {
  const text = readFileSync(path, 'utf8');
  if (text.includes('\0')) continue;
  const where = relative(root, path);
  const lines = text.split('\n');
  lines.forEach((line, index) => {
    const at = `${where}:${index + 1}`;
    // The line and the next, so a citation that wraps is read whole; only matches that start on
    // this line count, so none is read twice.
    const next = (lines[index + 1] ?? '').replace(continuation, '');
    const joined = `${line} ${next}`;
    for (const match of joined.matchAll(citation)) {
      if (match.index >= line.length) continue;
      citations += 1;
      const [, name, section] = match;
      const cited = target(citedFile(name));
      if (!cited) {
        problems.push(`${at}: ${name} does not exist (cited for "${section}")`);
        reported.add(`${at} ${name}`);
      } else if (!cited.names.has(section))
        problems.push(`${at}: ${name} has no heading or bold note "${section}"`);
    }
    for (const match of joined.matchAll(unquoted)) {
      if (match.index >= line.length) continue;
      const words = joined.slice(match.index, match.index + 40);
      problems.push(`${at}: README cited without a quoted section name: "${words}…"`);
    }
    for (const match of line.matchAll(docsPath)) {
      if (!target(join(root, match[0])) && !reported.has(`${at} ${match[0]}`))
        problems.push(`${at}: ${match[0]} does not exist`);
    }
  });

  if (extname(path) !== '.md') continue;
  // Links may break across lines; inline code is not a link.
  const prose = proseLines(text)
    .join('\n')
    .replace(/`[^`\n]*`/g, (code) => ' '.repeat(code.length));
  for (const match of prose.matchAll(link)) {
    const at = `${where}:${prose.slice(0, match.index).split('\n').length}`;
    const href = match[1];
    if (/^[a-z][a-z\d+.-]*:/i.test(href)) continue;
    const [pathPart, anchor] = href.split('#');
    const linked = pathPart ? resolve(dirname(path), decodeURI(pathPart)) : path;
    if (linked !== root && !linked.startsWith(root + sep)) {
      problems.push(`${at}: ${href} leads outside the repository`);
      continue;
    }
    if (!existsSync(linked)) {
      problems.push(`${at}: ${href}: ${relative(root, linked)} does not exist`);
      continue;
    }
    if (anchor === undefined || extname(linked) !== '.md') continue;
    if (!target(linked).anchors.has(anchor))
      problems.push(`${at}: ${href}: ${relative(root, linked)} has no heading #${anchor}`);
  }
}

if (problems.length) {
  console.error(`Doc citations: ${problems.length} broken\n${problems.join('\n')}`);
  process.exit(1);
}
console.log(`Doc citations: ${citations} citations in ${files.length} files, all found.`);
