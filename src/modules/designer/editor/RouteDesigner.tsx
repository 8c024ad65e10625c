import { Button, Card, Space } from "antd";
import { ArrowLeftOutlined } from "@ant-design/icons";
import { designerTexts as tx } from "../texts.js";
import { RouteForm } from "./RouteForm.js";
import { FileProblems } from "./FileProblems.js";
import { ROUTES_FILE } from "../state/paths.js";

/** A route of the tree that is not a resource's list page (a group, a bespoke page): its menu entry. */
export function RouteDesigner({ name, onBack }: { name: string; onBack(): void }) {
  return (
    <Space direction="vertical" style={{ width: "100%" }}>
      <Button icon={<ArrowLeftOutlined />} onClick={onBack}>
        {tx.back}
      </Button>
      <Card size="small" title={tx.editRoute}>
        <FileProblems path={ROUTES_FILE} />
        <RouteForm name={name} />
      </Card>
    </Space>
  );
}
