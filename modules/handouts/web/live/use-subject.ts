import { useQueryParams } from "../../../../src/app/use-query-params.js";
import { useOptionList } from "../../../../src/app/use-option-list.js";

/** Subjects, as the recorded view's subject select reads them (one cache for both). */
const SUBJECTS = "/v1/category_list_class";

/**
 * The subject whose tree shows, kept in the address (`subject`) so a reload or a shared link opens
 * the same tree; without one, or with one that no longer exists, the first subject.
 */
export function useSubject() {
  const { options, loading } = useOptionList(SUBJECTS, { code: "xk" });
  const [params, setParams] = useQueryParams();
  const asked = Number(params.get("subject")) || undefined;
  // Before the list arrives the address is trusted, so the tree loads alongside the subjects.
  const known = options.length === 0 || options.some((o) => o.value === asked);
  const subjectId = known && asked !== undefined ? asked : options[0]?.value;

  const setSubject = (id: number) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.set("subject", String(id));
        return next;
      },
      { replace: true },
    );

  return { options, loading, subjectId, setSubject };
}
