import type { MenuItem } from '@vitrine/ui';
import { track } from '../../../shared/analytics.js';

/** A menu link followed, for the data layer (spec 9). */
export function trackMenuClick(item: MenuItem): void {
  track({ event: 'menu_click', menu_level: 1, menu_label: item.label, menu_url: item.url });
}
