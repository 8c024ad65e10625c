import dayjs from "dayjs";
import "dayjs/locale/zh-cn";
import { getLocale } from "../../common/i18n.js";

// Dates appear only inside the shell (pages, pickers), so the shell and the pages that format
// dates import dayjs from here: the locale is set before any use, and the login route does
// not download dayjs at all. English is dayjs's own ("en"); the language is chosen at boot.
dayjs.locale(getLocale() === "en-US" ? "en" : "zh-cn");

export { dayjs };
