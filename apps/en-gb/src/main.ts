import { startStore } from '@vitrine/storefront';
import { storeConfig } from './config.js';
import { texts } from './translations.js';

startStore(storeConfig, texts);
