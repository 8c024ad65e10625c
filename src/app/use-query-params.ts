import { useMemo, useState } from "react";
import { useLocation, useNavigate, useResolvedPath } from "react-router";

type Next = URLSearchParams | Record<string, string> | ((prev: URLSearchParams) => URLSearchParams);

/**
 * The page's query and a setter, as react-router's useSearchParams gives them, with two
 * differences. A page kept alive in a hidden tab keeps the query it had on screen (the address
 * then belongs to another page, and reading it would reset this one's view). And it uses only the
 * hooks the entry chunk already carries: useSearchParams would add its own code to the login
 * route, which sits at its 200 KB budget (`npm run bench`).
 */
export function useQueryParams(): [URLSearchParams, (next: Next, options?: { replace?: boolean }) => void] {
  const location = useLocation();
  const onScreen = useResolvedPath(".").pathname === location.pathname;
  // The query last seen on screen, kept by React's "adjust state while rendering" pattern.
  const [seen, setSeen] = useState(location.search);
  if (onScreen && seen !== location.search) setSeen(location.search);
  const search = onScreen ? location.search : seen;
  const navigate = useNavigate();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const set = (next: Next, options?: { replace?: boolean }) => {
    const query = (typeof next === "function" ? next(params) : new URLSearchParams(next)).toString();
    void navigate({ search: query ? `?${query}` : "" }, options);
  };
  return [params, set];
}
