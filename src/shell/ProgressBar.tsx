import { useEffect } from "react";
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

/** The navigation progress bar (spec §9: speed 500, trickle 200), when enabled. */
export function ProgressBar({ enabled }: { enabled: boolean }) {
  const { pathname } = useLocation();
  useEffect(() => {
    if (!enabled) return;
    NProgress.start();
    const timer = setTimeout(() => NProgress.done(), 300);
    return () => {
      clearTimeout(timer);
      NProgress.done();
    };
  }, [pathname, enabled]);
  return null;
}
