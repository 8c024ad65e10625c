import { Card, Segmented } from "antd";
import { useQueryParams } from "../../../src/app/use-query-params.js";
import type { PageProps } from "../../../src/app/standalone-pages.js";
import { LiveHandouts } from "./live/LiveHandouts.js";
import { RecordedHandouts } from "./recorded/RecordedHandouts.js";
import { handoutTexts as tx } from "./texts.js";
import { useHandoutViewer } from "./viewer/use-handout-viewer.js";

type View = "recorded" | "live";

/**
 * 教材讲义 (`handouts/TeachingNotes`, spec §2 "Handout page"): recorded-class handouts and the
 * live-class handout tree, switched at the top. The recorded view shows only when the route turns
 * it on (`"props": {"recorded": true}` in routes.json); the choice is kept in the address.
 */
export default function TeachingNotesPage(props: PageProps) {
  const recorded = props.recorded === true;
  const [params, setParams] = useQueryParams();
  const { viewer, element } = useHandoutViewer();
  const view: View = recorded && params.get("view") !== "live" ? "recorded" : "live";

  const switchTo = (next: View) => {
    // Each view keeps its own query; switching starts the other one afresh.
    setParams(next === "live" ? { view: "live" } : {});
  };

  return (
    <Card
      title={
        recorded ? (
          <Segmented<View>
            value={view}
            onChange={switchTo}
            options={[
              { value: "recorded", label: tx.recorded },
              { value: "live", label: tx.live },
            ]}
          />
        ) : (
          tx.live
        )
      }
    >
      {view === "recorded" ? <RecordedHandouts viewer={viewer} /> : <LiveHandouts viewer={viewer} />}
      {element}
    </Card>
  );
}
