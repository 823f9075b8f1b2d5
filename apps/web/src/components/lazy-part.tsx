import { type ComponentType, createContext, lazy, useContext } from 'react';
import type { CatalogName } from '../i18n/catalogs.ts';
import { i18n, loadCatalogs } from '../i18n/i18n.ts';

/** How to load each lazy part, by its name. */
const loaders = new Map<string, () => Promise<void>>();

/** Collects the names of the lazy parts a server render draws (server-render.tsx), for the page to carry. */
export const RenderedParts = createContext<Set<string> | undefined>(undefined);

/** A thenable already fulfilled: React.lazy then resolves within the render that reads it, without suspending. */
// biome-ignore lint/suspicious/noThenProperty: a thenable is what React.lazy takes, and this one is meant to be one.
const fulfilled = <T,>(value: T) => ({ then: (resolve: (value: T) => void) => resolve(value) });

/**
 * A component whose code loads when it is first drawn (React.lazy), named by its export, which must be unique among
 * lazy parts, together with the message catalogs it reads (in the page's language). A page rendered by the server
 * names the parts it drew, and the browser loads them before it hydrates: a part still loading then would leave its
 * Suspense boundary to be drawn anew by the browser at the page's first update, dropping what was typed into the
 * server's HTML meanwhile.
 */
export const lazyPart = <Name extends string, Props extends object>(
  loadCode: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
  catalogs: readonly CatalogName[] = [],
) => {
  const load = async () => (await Promise.all([loadCode(), loadCatalogs(i18n, catalogs)]))[0];
  let loaded: ComponentType<Props> | undefined;
  const Lazy = lazy<ComponentType<Props>>(() =>
    loaded ? (fulfilled({ default: loaded }) as never) : load().then((module) => ({ default: module[name] })),
  );
  loaders.set(name, async () => {
    loaded ??= (await load())[name];
  });
  // biome-ignore lint/correctness/noComponentHookFactories: called once per part at module level, as React.lazy is.
  const Part = (props: Props) => {
    useContext(RenderedParts)?.add(name);
    return <Lazy {...props} />;
  };
  return Part;
};

/**
 * Loads the named parts (those a server-rendered page drew), so that they render without suspending. A part inside
 * another (the event page's forms) is known once the outer one's code has run: each round loads those known by then.
 * Suspending at hydration left a part to load meanwhile, and its catalog's arrival re-renders the screen around it,
 * which has React draw the part anew, dropping what was typed into it.
 */
export const loadParts = async (names: readonly string[]) => {
  const done = new Set<string>();
  for (;;) {
    const known = names.filter((name) => !done.has(name) && loaders.has(name));
    if (known.length === 0) return;
    for (const name of known) done.add(name);
    await Promise.all(known.map((name) => loaders.get(name)?.()));
  }
};
