import type { Plugin } from 'vite';

/** Resolves `dompurify` to DOMPurify bound to the server's DOM (src/app/server-dompurify.ts). */
export declare const serverDompurify: Plugin;
