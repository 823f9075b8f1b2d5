import { call } from '../../api/client.ts';

/** POST /api/auth/VendorUser/Login: §7 returnUrl is the site origin plus /LoginCallBack. */
export const requestLogin = (email: string) =>
  call('requestLogin', { query: { email, returnUrl: `${window.location.origin}/LoginCallBack` } });

/** POST /api/auth/VendorUser/LoginCallback: spends the e-mailed token. */
export const completeLogin = (token: string, email: string) => call('completeLogin', { query: { token, email } });
