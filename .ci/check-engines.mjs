// Fails when the Node versions the product supports (package.json `engines.node`, docs/decisions/0009-node-version.md)
// are not all allowed by every installed package's own `engines.node`, or when this Node is not one of them.
// Run after `npm ci`: it reads the packages installed here, so other platforms' optional packages are not judged.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import semver from 'semver';

const root = join(import.meta.dirname, '..');
const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));
const supported = readJson(join(root, 'package.json')).engines.node;
const lock = readJson(join(root, 'package-lock.json'));

const problems = [];
if (!semver.satisfies(process.version, supported)) {
  problems.push(`this Node ${process.version} is not a supported version (${supported})`);
}
let checked = 0;
for (const [path, entry] of Object.entries(lock.packages)) {
  if (path === '' || entry.link) continue;
  const manifest = join(root, path, 'package.json');
  if (!existsSync(manifest)) continue; // an optional package for another platform
  const { name, version, engines } = readJson(manifest);
  checked += 1;
  const range = engines?.node;
  if (!range) continue;
  let ok = false;
  try {
    ok = semver.subset(supported, range);
  } catch {
    ok = false;
  }
  if (!ok) problems.push(`${name}@${version} (${path}) declares node "${range}"`);
}

if (problems.length > 0) {
  console.error(`engines: the supported Node versions "${supported}" are not allowed by:`);
  for (const problem of problems) console.error(`  ${problem}`);
  console.error(
    'Pin a version that allows them (package.json "overrides") or change engines.node with an ADR.',
  );
  process.exit(1);
}
console.log(`engines: ${checked} installed packages allow Node "${supported}" (running ${process.version})`);
