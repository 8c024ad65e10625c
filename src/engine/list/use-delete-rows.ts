import { useMemo } from "react";
import { useDelete, useDeleteMany, type BaseKey, type HttpError } from "@refinedev/core";
import { engineTexts } from "../texts.js";

const success = () => ({ type: "success" as const, message: engineTexts.deleted });
// The data provider deletes `silent`ly: this is the one message of a refusal (403, 409 …).
const failure = (error?: HttpError) => ({ type: "error" as const, message: error?.message ?? "" });

/**
 * 删除 and 批量删除 through Refine (which then refreshes the list), with 删除成功. Each resolves
 * true when deleted; a refusal has been shown already. Stable across renders, so the table's
 * columns that use them stay memoised.
 */
export function useDeleteRows(resource: string) {
  const { mutateAsync: deleteOne } = useDelete();
  const { mutateAsync: deleteMany } = useDeleteMany();
  return useMemo(
    () => ({
      deleteOne: (id: BaseKey) =>
        deleteOne({ resource, id, successNotification: success, errorNotification: failure }).then(
          () => true,
          () => false,
        ),
      deleteMany: (ids: BaseKey[]) =>
        deleteMany({ resource, ids, successNotification: success, errorNotification: failure }).then(
          () => true,
          () => false,
        ),
    }),
    [resource, deleteOne, deleteMany],
  );
}
