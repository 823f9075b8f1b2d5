// Writes the public pages' first frame in English (renderShell of src/server-render.tsx, built for Node into dist-server/) into
// dist/index.html's #root, and keeps the empty page as dist/app.html: the staff console's, whose frame is another, and
// the one the server renders a page into.
import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';

const dist = new URL('../dist/', import.meta.url);
const { renderShell } = await import(new URL('../dist-server/server-render.js', import.meta.url).href);

const index = readFileSync(new URL('index.html', dist), 'utf8');
const root = '<div id="root"></div>';
if (!index.includes(root)) throw new Error(`dist/index.html has no ${root}`);
copyFileSync(new URL('index.html', dist), new URL('app.html', dist));
const shell = await renderShell();
writeFileSync(
  new URL('index.html', dist),
  index.replace(root, () => `<div id="root">${shell}</div>`),
);
