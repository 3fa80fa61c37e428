import { startAfterFirstPaint } from '@vitrine/storefront/boot';

// The server's HTML is painted first; then the store starts and hydrates it.
startAfterFirstPaint(() => import('./start.js'));
