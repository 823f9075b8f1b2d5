import { isDevHost } from '@bridgehub/contract';

/**
 * The only module that reads the build environment. The contract has no configuration endpoint, so the vendor
 * support address is a build-time constant (VITE_SUPPORT_EMAIL) with the program's default.
 */
export const supportEmail: string = import.meta.env.VITE_SUPPORT_EMAIL?.trim() || 'vendors@bridgehub.example';

/** §2: the environment counts as dev when the host name contains localhost or dev. */
export const isDevEnvironment = (): boolean => typeof window !== 'undefined' && isDevHost(window.location.hostname);
