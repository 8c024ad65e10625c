import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import NProgress from "nprogress";
import "nprogress/nprogress.css";

NProgress.configure({
  speed: 500,
  trickleSpeed: 200,
  showSpinner: false,
  // NProgress's own template gives the bar role="bar", which is no ARIA role; the bar is decoration.
  template: '<div class="bar" aria-hidden="true"><div class="peg"></div></div>',
  barSelector: ".bar",
});

/**
 * The navigation progress bar (spec §9: speed 500, trickle 200), when enabled: from one page of the shell to
 * another. Not for the page the shell opened on: the browser has shown that load, and starting the bar
 * measures the page (a forced layout) while it is still drawing its first screen.
 */
export function ProgressBar({ enabled }: { enabled: boolean }) {
  const { pathname } = useLocation();
  const last = useRef(pathname);
  useEffect(() => {
    // A new address, not a first mount nor the setting switched on.
    const moved = last.current !== pathname;
    last.current = pathname;
    if (!enabled || !moved) return;
    NProgress.start();
    const timer = setTimeout(() => NProgress.done(), 300);
    return () => {
      clearTimeout(timer);
      NProgress.done();
    };
  }, [pathname, enabled]);
  return null;
}
