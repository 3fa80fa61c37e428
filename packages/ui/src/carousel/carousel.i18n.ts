import type { TranslationSet } from '../i18n/translations.js';
import { carouselEn } from './carousel.en.i18n.js';

export const carouselFr = {
  LABEL_CAROUSEL_ROLE: 'carrousel',
  LABEL_CAROUSEL_SLIDE_ROLE: 'diapositive',
  LABEL_CAROUSEL_SLIDES: 'Diapositives',
  LABEL_CAROUSEL_SLIDE_POSITION: '{{index}} sur {{total}}',
  LABEL_CAROUSEL_PAGE: 'Page {{page}} sur {{total}}',
  LABEL_CAROUSEL_PAUSE: 'Arrêter le défilement automatique',
  LABEL_CAROUSEL_PLAY: 'Lancer le défilement automatique',
  // The not-found page (src/structure/not-found-layout.tsx) and its two carousels.
  LABEL_SHOPPING_IDEA: 'Idée shopping',
  LABEL_ALSO_DISCOVER: 'À découvrir aussi',
  LABEL_NOT_FOUND_HOME_LINK: 'Retour à l’accueil',
  LABEL_NOT_FOUND_STATUS: 'Erreur {{code}}',
};

export const carouselTranslations: TranslationSet = { fr: carouselFr, en: carouselEn };
