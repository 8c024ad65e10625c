import type { HttpClient } from "../../../app/http/client.js";
import type { SavedView, ViewState } from "../../../common/view-state.js";

export type { SavedView };

export interface ViewList {
  list: SavedView[];
  default_id: number | null;
}

/** The calls of the 视图 control; silent: each failure is said by the control, or on the dialog's field. */
export function viewsApi(http: HttpClient, resource: string) {
  const call = <T>(url: string, method: "GET" | "POST" | "PUT" | "DELETE" = "GET", data?: unknown) =>
    http<T>(url, { method, data, silent: true });
  return {
    list: () => call<ViewList>(`/v1/views?resource=${encodeURIComponent(resource)}`),
    create: (name: string, state: ViewState) => call<SavedView>("/v1/views", "POST", { resource, name, state }),
    update: (id: number, patch: { name?: string; state?: ViewState }) =>
      call<SavedView>(`/v1/views/${id}`, "PUT", patch),
    remove: (id: number) => call<null>(`/v1/views/${id}`, "DELETE"),
    setDefault: (id: number | null) => call<unknown>("/v1/views/default", "PUT", { resource, view_id: id }),
    publish: (id: number, roles: string[]) => call<SavedView>(`/v1/views/${id}/roles`, "PUT", { roles }),
    roles: () => call<{ list: { name: string; title: string }[] }>("/v1/roles"),
  };
}

export type ViewsApi = ReturnType<typeof viewsApi>;
