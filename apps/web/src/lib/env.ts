import { isDevHost } from '@bridgehub/contract';

/** §2: the environment counts as dev when the host name contains localhost or dev. */
export const isDevEnvironment = (): boolean => typeof window !== 'undefined' && isDevHost(window.location.hostname);
