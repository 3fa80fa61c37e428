/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The API's application key: required by a production build, the development key otherwise. */
  readonly VITE_APP_KEY?: string;
}
