import { useQuery } from "@tanstack/react-query";
import { useServices } from "../../../app/services-context.js";

/** The roles of 权限管理 as select options, `管理员（admin）`; a role typed in is kept as written. */
export function useRoleOptions() {
  const { http } = useServices();
  const roles = useQuery({
    queryKey: ["designer", "roles"],
    queryFn: () => http<{ list: { name: string; title: string }[] }>("/v1/roles", { silent: true }),
    staleTime: 60_000,
  });
  return (roles.data?.list ?? []).map((r) => ({ value: r.name, label: `${r.title}（${r.name}）` }));
}
