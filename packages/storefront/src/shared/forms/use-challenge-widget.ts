import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { loadChallengeScript } from './challenge-script.js';

/** What a widget says went wrong: its token expired, or it cannot run (script, network). */
export type ChallengeProblem = 'expired' | 'unavailable';

/**
 * Renders a provider's widget into a host element; `report` says a problem, or null once solved.
 * Returns what unrenders it.
 */
export type RenderWidget = (
  host: HTMLElement,
  report: (problem: ChallengeProblem | null) => void,
) => () => void;

/**
 * A provider's widget in the returned container: its script loaded (once per page), the widget
 * rendered in a fresh element (a provider renders once per element), unrendered when the
 * component goes — a remount gets a new widget, the forms' way to a new single-use token. The
 * problem to show, if any: the widget's own, or its script that could not load.
 */
export function useChallengeWidget(scriptUrl: string, render: RenderWidget) {
  const container = useRef<HTMLDivElement>(null);
  const [problem, setProblem] = useState<ChallengeProblem | null>(null);
  const renderWidget = useEffectEvent((host: HTMLElement) => render(host, setProblem));
  useEffect(() => {
    let mounted = true;
    let host: HTMLElement | undefined;
    let unrender: (() => void) | undefined;
    loadChallengeScript(scriptUrl).then(
      () => {
        if (!mounted || !container.current) return;
        host = document.createElement('div');
        container.current.append(host);
        unrender = renderWidget(host);
      },
      () => {
        if (mounted) setProblem('unavailable');
      },
    );
    return () => {
      mounted = false;
      unrender?.();
      host?.remove();
    };
  }, [scriptUrl]);
  return { container, problem };
}
