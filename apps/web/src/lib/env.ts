import { isDevHost } from '@bridgehub/contract';
import { createContext, useContext } from 'react';

/** The host a page is rendered for on the server (server-render.tsx), which has no window to read it from. */
export const RenderedHost = createContext<string | undefined>(undefined);

/** §2: the environment counts as dev when the host name contains localhost or dev. */
export const useIsDevEnvironment = (): boolean => {
  const renderedHost = useContext(RenderedHost);
  return isDevHost(renderedHost ?? (typeof window === 'undefined' ? '' : window.location.hostname));
};
