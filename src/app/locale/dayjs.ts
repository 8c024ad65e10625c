import dayjs from "dayjs";
import "dayjs/locale/zh-cn";

// Dates appear only inside the shell (pages, pickers), so the shell and the pages that format
// dates import dayjs from here: the locale is set before any use, and the login route does
// not download dayjs at all.
dayjs.locale("zh-cn");

export { dayjs };
