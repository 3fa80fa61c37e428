import { startStore } from '@vitrine/storefront';
import { storeConfig } from './config.js';

startStore(storeConfig);
