import type { Business, Contact } from '@bridgehub/contract';

/** The business form edits the contract's Business as it is; the registration and the vendor hub both use it. */
export interface BusinessFormValues {
  Business: Business;
}

export interface ContactFormValues {
  Contact: Contact;
}
