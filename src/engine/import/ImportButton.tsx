import { useState } from "react";
import { Button } from "antd";
import { UploadOutlined } from "@ant-design/icons";
import type { ResourceConfig } from "../../types/generated/resource.js";
import { importTexts } from "./texts.js";
import { ImportDialog } from "./ImportDialog.js";

/** 导入 beside 导出 (`list.actions.import`), for users who may create; the dialog mounts when opened. */
export function ImportButton({ config, onImported }: { config: ResourceConfig; onImported(): void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button icon={<UploadOutlined />} onClick={() => setOpen(true)}>
        {importTexts.button}
      </Button>
      {open && <ImportDialog config={config} onClose={() => setOpen(false)} onImported={onImported} />}
    </>
  );
}
