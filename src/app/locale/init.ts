import { setLocale } from "../../common/i18n.js";
import { chooseLocale } from "./choose.js";

// Imported first by main.tsx: the language is set before any other module runs, so every text read
// at import time (and antd's and dayjs's locales) is in it.
const locale = chooseLocale();
setLocale(locale);
document.documentElement.lang = locale;
