import { createElement, lazy, type ComponentType } from 'react';

/**
 * A component whose code is split off, loaded by React.lazy when first rendered or ahead of that
 * with `preload()` (which resolves to its module); once loaded it renders without suspending.
 * A server-rendered page hydrates in one pass only when nothing in it suspends: React leaves a
 * Suspense boundary of the server's HTML to a later pass, which any store update reaching it then
 * forces through synchronously — one long task (docs/decisions/015).
 */
export function preloadable<Props extends object, Module extends { default: ComponentType<Props> }>(
  load: () => Promise<Module & { default: ComponentType<Props> }>,
) {
  let loaded: ComponentType<Props> | undefined;
  const preload = async (): Promise<Module> => {
    const module = await load();
    loaded = module.default;
    return module;
  };
  const Lazy = lazy(preload);
  function Preloadable(props: Props) {
    return createElement(loaded ?? Lazy, props);
  }
  return Object.assign(Preloadable, { preload });
}
