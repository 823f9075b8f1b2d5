import { createHash } from 'node:crypto';

/**
 * Starts a rendered page's scripts once the browser reports its first contentful paint; at once in a hidden tab (it
 * paints nothing) or a browser without paint timing, and after 3 s whatever happens. The page's tags wait in a
 * <template>, where they are inert. Each of them, the entry and the chunks it imports, becomes a module script of its
 * own: the browser evaluates each as it arrives, in a task of its own, rather than the whole graph in one long task
 * when the entry's last import is in (Total Blocking Time; the chunks' order of evaluation still follows their imports).
 */
const LOADER =
  '(()=>{let started=false;const start=()=>{if(started)return;started=true;' +
  'for(const tag of document.getElementById("page-scripts").content.children){' +
  'const live=document.createElement("script");live.type="module";live.crossOrigin="";' +
  'live.src=tag.getAttribute("src")??tag.getAttribute("href");document.head.append(live)}};' +
  'if(document.visibilityState!=="visible"||!PerformanceObserver.supportedEntryTypes.includes("paint"))return start();' +
  'new PerformanceObserver((list)=>{if(list.getEntriesByName("first-contentful-paint").length>0)start()})' +
  '.observe({type:"paint",buffered:true});setTimeout(start,3000)})()';

/** The loader's hash, which the pages' Content-Security-Policy allows (no other inline script runs). */
export const PAINT_FIRST_SCRIPT_HASH = `'sha256-${createHash('sha256').update(LOADER).digest('base64')}'`;

const SCRIPT_TAGS = /\s*<script type="module"[^>]*><\/script>|\s*<link rel="modulepreload"[^>]*>/g;

/**
 * The page a server render goes into, with its scripts started after the first paint. A rendered page paints from its
 * HTML; its scripts are for what follows (hydration). Left in <head>, they run as soon as they arrive, and where they
 * arrive first (a fast network, a cached script) the browser evaluates them before it paints: the text waits for the
 * script (issue 8). So the browser fetches them once the text is on screen.
 */
export const paintFirst = (page: string) => {
  const tags = page.match(SCRIPT_TAGS)?.join('') ?? '';
  if (tags === '') throw new Error('the web build’s page has no module script');
  return page
    .replace(SCRIPT_TAGS, '')
    .replace('</body>', () => `<template id="page-scripts">${tags}\n</template><script>${LOADER}</script>\n</body>`);
};
