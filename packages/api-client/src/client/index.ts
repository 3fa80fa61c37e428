import { catalogueCalls, contentCalls, errorReportCalls } from './catalogue.js';
import { checkoutCalls } from './checkout.js';
import { contactCalls } from './contact.js';
import { customerCalls } from './customer.js';
import { createSend, type ApiClientOptions } from './request.js';

/** A typed client for every call of the store API (spec 7). No React: browser and Node alike. */
export function createApiClient(options: ApiClientOptions) {
  const send = createSend(options);
  return {
    customer: customerCalls(send),
    checkout: checkoutCalls(send),
    contact: contactCalls(send),
    catalogue: catalogueCalls(send),
    content: contentCalls(send),
    errorReport: errorReportCalls(send),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
