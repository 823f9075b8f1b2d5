/** The registration's contract schema in a chunk of its own, which the form imports when it is submitted. */
export { vendorRegistrationSchema } from '@bridgehub/contract';
