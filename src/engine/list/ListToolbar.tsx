import type { ReactNode } from "react";
import { Button, Popconfirm, Space } from "antd";
import { DeleteOutlined, DownloadOutlined, PlusOutlined, ReloadOutlined } from "@ant-design/icons";
import { engineTexts, et } from "../texts.js";

interface Props {
  /** The 新增 button's text; null hides it. */
  createLabel: string | null;
  onCreate(): void;
  /** The custom toolbar actions, beside 新增. */
  actions?: ReactNode;
  /** Checked rows for 批量删除; null hides the button. */
  selected: number | null;
  onBatchDelete(): Promise<unknown>;
  onExport: (() => void) | null;
  exporting: boolean;
  /** 导入, after 导出; absent when the resource takes no imports or the user may not create. */
  importButton?: ReactNode;
  onRefresh(): void;
  refreshing: boolean;
  /** Density and column settings, on the right. */
  settings: ReactNode;
}

/** The buttons above a list: actions on the left, view settings on the right. */
export function ListToolbar(props: Props) {
  const { createLabel, selected, onExport } = props;
  return (
    <div style={{ display: "flex", justifyContent: "space-between", gap: 8, flexWrap: "wrap", marginBottom: 16 }}>
      <Space wrap>
        {createLabel !== null && (
          <Button type="primary" icon={<PlusOutlined />} onClick={props.onCreate}>
            {createLabel}
          </Button>
        )}
        {props.actions}
        {selected !== null && (
          <Popconfirm
            title={et("confirmBatchDelete", { count: selected })}
            okText={engineTexts.delete}
            cancelText={engineTexts.cancel}
            okButtonProps={{ danger: true }}
            disabled={selected === 0}
            onConfirm={props.onBatchDelete}
          >
            <Button danger icon={<DeleteOutlined />} disabled={selected === 0}>
              {engineTexts.batchDelete}
            </Button>
          </Popconfirm>
        )}
        {onExport && (
          <Button icon={<DownloadOutlined />} onClick={onExport} loading={props.exporting}>
            {engineTexts.export}
          </Button>
        )}
        {props.importButton}
      </Space>
      <Space>
        <Button
          icon={<ReloadOutlined />}
          title={engineTexts.refresh}
          aria-label={engineTexts.refresh}
          onClick={props.onRefresh}
          loading={props.refreshing}
        />
        {props.settings}
      </Space>
    </div>
  );
}
