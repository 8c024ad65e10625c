import { Alert, Empty, List, Modal, Spin, Typography } from "antd";
import { useDesigner } from "../designer-context.js";
import { designerTexts as tx } from "../texts.js";
import type { SaveAnswer } from "../types.js";
import { FileDiff } from "./FileDiff.js";
import { useSave } from "./use-save.js";

interface Props {
  onClose(): void;
  onSaved(answer: SaveAnswer): void;
}

/** 保存: the diff of every changed file, what applying it would do, its problems, then the write. */
export function SaveDialog({ onClose, onSaved }: Props) {
  const { draft } = useDesigner();
  const { plan, problems, conflict, failure, save, saving, canSave } = useSave(onSaved);
  const paths = Object.keys(draft.changes);

  return (
    <Modal
      open
      title={tx.saveTitle}
      width={900}
      okText={tx.confirmSave}
      cancelText={tx.cancel}
      onOk={save}
      okButtonProps={{ disabled: !canSave, loading: saving }}
      onCancel={onClose}
      destroyOnHidden
    >
      {conflict && (
        <Alert
          type="warning"
          showIcon
          role="alert"
          message={conflict}
          description={tx.conflictNote}
          style={{ marginBottom: 12 }}
        />
      )}
      {failure && !conflict && problems.length === 0 && (
        <Alert type="error" showIcon message={failure} style={{ marginBottom: 12 }} />
      )}
      {paths.length === 0 && <Empty description={tx.nothingToSave} />}
      <Typography.Title level={5}>{tx.diff}</Typography.Title>
      {paths.map((path) => (
        <FileDiff key={path} path={path} before={draft.base.files[path]} after={draft.changes[path]} />
      ))}
      <Typography.Title level={5}>{tx.plan}</Typography.Title>
      {plan.isError && <Alert type="error" showIcon message={(plan.error as Error).message} />}
      {plan.isFetching ? (
        <Spin tip={tx.planning}>
          <div style={{ height: 40 }} />
        </Spin>
      ) : (
        <List
          size="small"
          dataSource={plan.data?.lines ?? []}
          locale={{ emptyText: plan.data ? tx.planEmpty : " " }}
          renderItem={(line) => <List.Item>{line}</List.Item>}
        />
      )}
      {problems.length > 0 && (
        <>
          <Typography.Title level={5} type="danger">
            {tx.problems}
          </Typography.Title>
          <List
            size="small"
            bordered
            dataSource={problems}
            renderItem={(p) => (
              <List.Item role="alert">
                <Typography.Text type="danger">
                  <Typography.Text code>{`${p.file}#${p.pointer}`}</Typography.Text> {p.message}
                </Typography.Text>
              </List.Item>
            )}
          />
        </>
      )}
    </Modal>
  );
}
