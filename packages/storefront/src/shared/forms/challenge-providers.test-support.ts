// Test support: stand-ins for the bot-challenge providers' browser APIs (window.turnstile,
// window.grecaptcha), the third-party edge of the widgets. Their scripts are answered by the
// browser commands of challenge-script-commands.ts. A test plays the provider: it calls the
// callbacks the store gave to `render`, as the real widget would once the shopper solved it.
import { act, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import type { RecaptchaApi, RecaptchaOptions } from './recaptcha-field.js';
import type { TurnstileApi, TurnstileOptions } from './turnstile-widget.js';

/** Where the providers' scripts are asked for (the prefixes the browser commands answer). */
export const TURNSTILE_SCRIPTS = 'https://challenges.cloudflare.com/turnstile/';
export const RECAPTCHA_SCRIPTS = 'https://www.google.com/recaptcha/';

interface Widget<Options> {
  host: HTMLElement;
  options: Options;
}

/** What both stand-ins share: the widgets the page rendered, and the test playing the provider. */
class FakeProvider<Options> {
  readonly widgets: Widget<Options>[] = [];

  /** Records a widget; its number, from 1. */
  protected add(host: HTMLElement, options: Options): number {
    return this.widgets.push({ host, options });
  }

  /** The options of the last widget rendered. */
  get latest(): Options {
    const widget = this.widgets.at(-1);
    if (!widget) throw new Error('No widget rendered');
    return widget.options;
  }

  /** Waits until the page has rendered `count` widgets in all. */
  async rendered(count: number): Promise<void> {
    await waitFor(() => {
      expect(this.widgets).toHaveLength(count);
    });
  }

  /** Plays the provider: calls back the last widget's page (as the shopper solves it…). */
  play<Result>(call: (options: Options) => Result): Result {
    let result: Result | undefined;
    act(() => {
      result = call(this.latest);
    });
    return result as Result;
  }
}

/** Turnstile as the page sees it; the widgets removed, by id. */
export class FakeTurnstile extends FakeProvider<TurnstileOptions> implements TurnstileApi {
  readonly removed: string[] = [];

  render(host: HTMLElement, options: TurnstileOptions): string {
    return `turnstile-${String(this.add(host, options))}`;
  }

  remove(widgetId: string): void {
    this.removed.push(widgetId);
  }
}

/** reCAPTCHA as the page sees it; the resets asked for, by widget id (from 0). */
export class FakeRecaptcha extends FakeProvider<RecaptchaOptions> implements RecaptchaApi {
  readonly resets: number[] = [];

  render(host: HTMLElement, options: RecaptchaOptions): number {
    return this.add(host, options) - 1;
  }

  reset(widgetId: number): void {
    this.resets.push(widgetId);
  }
}

/** The script elements the page holds for a provider (one per page once it loaded). */
export const scriptsUnder = (prefix: string): HTMLScriptElement[] =>
  [...document.querySelectorAll('script')].filter((script) => script.src.startsWith(prefix));
