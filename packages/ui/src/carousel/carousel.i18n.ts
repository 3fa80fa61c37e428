import { defineTranslations } from '../i18n/translations.js';

export const carouselTranslations = defineTranslations({
  fr: {
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
  },
  en: {
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
  },
});
