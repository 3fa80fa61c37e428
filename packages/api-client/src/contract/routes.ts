import { catalogueRoutes } from './catalogue.js';
import { checkoutRoutes } from './checkout.js';
import { contactRoutes } from './contact.js';
import { contentRoutes } from './content.js';
import { customerRoutes } from './customer.js';
import { errorReportRoutes } from './error-report.js';
import { lookRoutes } from './looks.js';

/** Every call of the store API, by area. The server registers exactly these. */
export const apiRoutes = {
  customer: customerRoutes,
  checkout: checkoutRoutes,
  contact: contactRoutes,
  catalogue: { ...catalogueRoutes, ...lookRoutes },
  content: contentRoutes,
  errorReport: errorReportRoutes,
};
