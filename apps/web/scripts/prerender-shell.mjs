// Writes the public pages' first frame (src/shell.tsx, built for Node into dist-shell/) into dist/index.html's #root,
// and keeps the empty page as dist/console.html for the staff console, whose frame is another.
import { copyFileSync, readFileSync, rmSync, writeFileSync } from 'node:fs';

const dist = new URL('../dist/', import.meta.url);
const shellBuild = new URL('../dist-shell/', import.meta.url);
// The browser's build is a production one; so is this render, or emotion's class names would carry debug labels.
process.env.NODE_ENV = 'production';
const { renderShell } = await import(new URL('shell.js', shellBuild).href);

const index = readFileSync(new URL('index.html', dist), 'utf8');
const root = '<div id="root"></div>';
if (!index.includes(root)) throw new Error(`dist/index.html has no ${root}`);
copyFileSync(new URL('index.html', dist), new URL('console.html', dist));
writeFileSync(new URL('index.html', dist), index.replace(root, `<div id="root">${renderShell()}</div>`));
rmSync(shellBuild, { recursive: true, force: true });
