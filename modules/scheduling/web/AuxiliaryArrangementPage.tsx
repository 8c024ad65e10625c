import { Button, Card, Skeleton, Space } from "antd";
import { ArrowLeftOutlined } from "@ant-design/icons";
import { useNavigate } from "react-router";
import { HttpError } from "../../../src/app/http/http-error.js";
import { useQueryParams } from "../../../src/app/use-query-params.js";
import { ConflictGone, ConflictLoadFailed, ConflictSolved } from "./conflicts/AuxResults.js";
import { ConflictArrangement } from "./conflicts/ConflictArrangement.js";
import { readConflictId } from "./conflicts/conflict-query.js";
import { LIST_PATH, timetableHref } from "./conflicts/paths.js";
import { useConflictDetail } from "./conflicts/queries.js";
import { fill, conflictTexts as tx } from "./conflicts/texts.js";
import { useTabTitle } from "../../../src/shell/tabs/use-tab-title.js";
import { shownDate } from "./shown-dates.js";
import { useReschedule } from "./conflicts/use-reschedule.js";

/** "Not found" as the server says it: 15009, or a plain 404. */
const isGone = (error: unknown) =>
  error instanceof HttpError && (String(error.code) === "15009" || error.statusCode === 404);

/**
 * 辅助排课 detail page (`scheduling/AuxiliaryArrangement`, spec §2, design §8) for the conflict
 * `?id=`: the lesson and why it clashes, the teacher's and student's week, and the start times
 * where both are free. Picking one moves the lesson and resolves the conflict. Each conflict gets
 * its own tab, titled by whose lesson it is and its day (`辅助排课 · 上官梓涵 11-28`), so several open
 * tabs tell themselves apart; the route's own title (辅助排课) stands until the conflict is read.
 */
export default function AuxiliaryArrangementPage() {
  const [params] = useQueryParams();
  const navigate = useNavigate();
  const id = readConflictId(params);
  const detail = useConflictDetail(id);
  const lesson = detail.data?.lesson;
  useTabTitle(
    detail.data && lesson
      ? fill(tx.tabTitle, {
          name: detail.data.student || detail.data.teacher,
          date: shownDate(lesson.date, tx.tabDateFormat),
        })
      : undefined,
  );
  const { moved, pick } = useReschedule(id ?? 0);
  const toList = () => void navigate(LIST_PATH);

  const body = () => {
    if (moved) {
      return (
        <ConflictSolved lesson={moved} onList={toList} onTimetable={() => void navigate(timetableHref(moved.date))} />
      );
    }
    if (id === undefined || isGone(detail.error) || detail.data?.resolved_at) return <ConflictGone onBack={toList} />;
    if (detail.error)
      return <ConflictLoadFailed message={detail.error.message} onRetry={() => void detail.refetch()} />;
    if (!detail.data) return <Skeleton active paragraph={{ rows: 6 }} />;
    return <ConflictArrangement conflict={detail.data} onPick={pick} />;
  };

  return (
    <Card
      title={
        <Space>
          <Button icon={<ArrowLeftOutlined />} onClick={toList}>
            {tx.back}
          </Button>
          {tx.arrange}
        </Space>
      }
    >
      {body()}
    </Card>
  );
}
