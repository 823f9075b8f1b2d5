// `npm start`: builds the web app when its build is missing or older than its sources, then runs the server
// in this process (tsx compiles the TypeScript on load, so there is no separate server build to forget).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';

const root = fileURLToPath(new URL('..', import.meta.url));
const builtIndex = join(root, 'apps/web/dist/index.html');
const sources = [
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/lingui.config.ts',
  'packages/contract/src',
];

const newest = (path) => {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((entry) => newest(join(path, entry))));
};

const isStale = () =>
  !existsSync(builtIndex) || Math.max(...sources.map((s) => newest(join(root, s)))) > statSync(builtIndex).mtimeMs;

if (isStale()) {
  console.log('Building the web app…');
  const build = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

register();
await import(join(root, 'apps/server/src/main.ts'));
