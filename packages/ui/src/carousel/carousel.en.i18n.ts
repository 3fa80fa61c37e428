import type { SameKeys } from '../i18n/translations.js';
import type { carouselFr } from './carousel.i18n.js';

/** The English texts of `carouselFr`: the same keys, in the fallback language. */
export const carouselEn: SameKeys<typeof carouselFr> = {
  LABEL_CAROUSEL_ROLE: 'carousel',
  LABEL_CAROUSEL_SLIDE_ROLE: 'slide',
  LABEL_CAROUSEL_SLIDES: 'Slides',
  LABEL_CAROUSEL_SLIDE_POSITION: '{{index}} of {{total}}',
  LABEL_CAROUSEL_PAGE: 'Page {{page}} of {{total}}',
  LABEL_CAROUSEL_PAUSE: 'Stop automatic slide show',
  LABEL_CAROUSEL_PLAY: 'Start automatic slide show',
  LABEL_SHOPPING_IDEA: 'Shopping idea',
  LABEL_ALSO_DISCOVER: 'Also discover',
  LABEL_NOT_FOUND_HOME_LINK: 'Back to the home page',
  LABEL_NOT_FOUND_STATUS: 'Error {{code}}',
};
