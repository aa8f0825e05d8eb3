import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Type-checks every workspace (strict), two projects at a time. */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const subappsDir = path.join(root, 'apps/subapps');
const subapps = (existsSync(subappsDir) ? readdirSync(subappsDir, { withFileTypes: true }) : [])
  .filter((entry) => entry.isDirectory())
  .map((entry) => `apps/subapps/${entry.name}`);
const projects = ['.', 'packages/contracts', 'packages/subapp-kit', 'apps/server', 'apps/shell', ...subapps, 'e2e', 'bench'].filter(
  (dir) => existsSync(path.join(root, dir, 'tsconfig.json')),
);
const tsc = path.join(root, 'node_modules/typescript/bin/tsc');

function check(project: string): Promise<boolean> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [tsc, '-p', project, '--pretty'], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('close', (code) => {
      console.log(`${code === 0 ? 'ok  ' : 'FAIL'} ${project}`);
      if (code !== 0) console.log(out);
      resolve(code === 0);
    });
  });
}

const queue = [...projects];
let failed = false;
await Promise.all(
  [0, 1].map(async () => {
    for (let project = queue.shift(); project; project = queue.shift()) {
      if (!(await check(project))) failed = true;
    }
  }),
);
process.exit(failed ? 1 : 0);
