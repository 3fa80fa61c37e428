/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The API's application key for a production build (the development key otherwise). */
  readonly VITE_APP_KEY?: string;
}
