import { useMemo } from "react";
import { useLocation, useNavigate } from "react-router";

type Next = URLSearchParams | Record<string, string> | ((prev: URLSearchParams) => URLSearchParams);

/**
 * The address's query and a setter, as react-router's useSearchParams gives them, but on the two
 * hooks the entry chunk already carries: useSearchParams would add its own code to the entry and
 * so to the login route, which sits at its 200 KB budget (`npm run bench`).
 */
export function useQueryParams(): [URLSearchParams, (next: Next, options?: { replace?: boolean }) => void] {
  const { search } = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const set = (next: Next, options?: { replace?: boolean }) => {
    const query = (typeof next === "function" ? next(params) : new URLSearchParams(next)).toString();
    void navigate({ search: query ? `?${query}` : "" }, options);
  };
  return [params, set];
}
