import type { ReactNode } from "react";
import { Card, Result } from "antd";
import type { ResourceConfig } from "../../types/generated/resource.js";
import { engineTexts } from "../texts.js";
import { useResourceConfig } from "./use-resource-config.js";

/** Renders its children with the resource's config once loaded; says so when it cannot be. */
export function ConfigGate({ name, children }: { name: string; children: (config: ResourceConfig) => ReactNode }) {
  const { data, error, isPending } = useResourceConfig(name);
  if (isPending) return <Card loading />;
  if (error || !data) {
    return <Result status="error" title={engineTexts.configLoadFailed} subTitle={error?.message} />;
  }
  return children(data);
}
