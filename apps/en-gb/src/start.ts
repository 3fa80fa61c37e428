import { startStore } from '@vitrine/storefront';
import { storeConfig } from './config.js';
import { texts } from './translations.js';

void startStore(storeConfig, texts);
