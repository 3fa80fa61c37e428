import type { HeaderClickLabel, OtherClickCategory } from './clicks.js';
import type { TrackingUser } from './customer.js';
import type { TrackingOrder } from './order.js';
import type { PageType } from './page-type.js';
import type { TrackingProduct } from './product.js';

/** The events of spec 9, as pushed to the data layer. */
export type AnalyticsEvent =
  | {
      event: 'page_view';
      page_type: PageType;
      page_path: string;
      site_language: 'fr-FR' | 'en-GB';
      currency: 'EUR' | 'GBP';
      user?: TrackingUser;
    }
  | { event: 'header_click'; click_label: HeaderClickLabel; click_url?: string }
  | { event: 'menu_click'; menu_level: number; menu_label: string; menu_url: string }
  | { event: 'product_click'; list_name: string; position: number; product: TrackingProduct }
  | { event: 'impression'; list_name: string; products: TrackingProduct[] }
  | { event: 'form_error'; form_name: string; form_errors: string }
  | { event: 'other_click'; click_category: OtherClickCategory; click_label: string }
  /** The signed-in customer's retargeting profile, mapped (spec 3, 4 retargeting). */
  | { event: 'user_profile'; user: TrackingUser }
  /** A tag-manager container starts (what its loading snippet pushes before its script). */
  | { event: 'gtm.js'; 'gtm.start': number }
  /** The order just placed, on the confirmation page (spec 3, order tracking fields). */
  | ({ event: 'order_confirmation' } & TrackingOrder);

export type AnalyticsEventName = AnalyticsEvent['event'];
