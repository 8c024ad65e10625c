import { Link } from "react-router";
import type { CellProps } from "./cell-props.js";
import { isEmpty } from "../../common/empty.js";
import { useSession } from "../../app/services-context.js";
import { isKnownPath } from "../../app/router/route-table.js";
import { EmptyCell } from "./EmptyCell.js";
import { localize } from "../../common/i18n.js";

/**
 * An address as a link, showing the column's `linkText` when it has one (`去处理`). A page of the app
 * (`/educational-administration/course-conflict?campus_id=3`) opens inside it, in its own tab; other
 * http(s) addresses and site files open in a new browser tab. Anything else is shown as text.
 */
export function LinkCell({ value, column }: CellProps) {
  const { routes } = useSession();
  if (isEmpty(value)) return <EmptyCell />;
  const href = String(value);
  const text = column?.linkText ? localize(column.linkText) : href;
  if (href.startsWith("/") && routes && isKnownPath(routes, href.split(/[?#]/)[0]))
    return <Link to={href}>{text}</Link>;
  if (!/^(https?:\/\/|\/)/i.test(href)) return <>{href}</>;
  return (
    <a href={href} target="_blank" rel="noreferrer">
      {text}
    </a>
  );
}
