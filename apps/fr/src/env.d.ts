/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The API's application key: required by a production build, the development key otherwise. */
  readonly VITE_APP_KEY?: string;
  /** Each store's tag-manager container IDs, comma-separated; none in development. */
  readonly VITE_TAG_MANAGER_CONTAINERS_FR?: string;
  readonly VITE_TAG_MANAGER_CONTAINERS_UK?: string;
  /** The bot challenges' site keys (Turnstile, reCAPTCHA); unset: the sandbox widgets. */
  readonly VITE_TURNSTILE_SITE_KEY?: string;
  readonly VITE_RECAPTCHA_SITE_KEY?: string;
}
