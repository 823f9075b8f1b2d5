import { accessRequestRoutes } from './access-requests/routes.ts';
import { attachmentRoutes } from './attachments/routes.ts';
import { authRoutes } from './auth/routes.ts';
import { captchaRoutes } from './captcha/routes.ts';
import { chatRoutes } from './chats/routes.ts';
import { contactRoutes } from './contacts/routes.ts';
import { cancellationLinkRoutes, eventRoutes } from './events/routes.ts';
import { faqRoutes } from './faqs/routes.ts';
import { lookupRoutes } from './lookups/routes.ts';
import type { Route } from './routes.ts';
import { siteRoutes } from './site/routes.ts';
import { surveyRoutes } from './surveys/routes.ts';
import { unsubscribeRoutes } from './unsubscribe/routes.ts';
import { vendorHubRoutes, vendorRoutes } from './vendors/routes.ts';

// A module of its own: a public page's first visit downloads this table, not the staff console's (routes.ts), whose
// staff sign-in is the console's too.
/** §7's endpoints, the public side's and the vendor hub's: all a public page's client needs to know (the first visit). */
export const publicRoutes = {
  ...vendorRoutes,
  ...lookupRoutes,
  ...siteRoutes,
  ...faqRoutes,
  ...eventRoutes,
  ...cancellationLinkRoutes,
  ...surveyRoutes,
  ...unsubscribeRoutes,
  ...captchaRoutes,
  ...authRoutes,
  ...vendorHubRoutes,
  ...attachmentRoutes,
  ...chatRoutes,
  ...contactRoutes,
  ...accessRequestRoutes,
} as const satisfies Record<string, Route>;
