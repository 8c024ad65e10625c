import { useMemo } from "react";
import { useServices } from "../../../src/app/services-context.js";
import { handoutApi, type HandoutApi } from "./api.js";

/** The handout endpoints on the app's http client. */
export function useHandoutApi(): HandoutApi {
  const { http } = useServices();
  return useMemo(() => handoutApi(http), [http]);
}
