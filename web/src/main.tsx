import { render } from "preact";
import { lang } from "./i18n";
import { listenToHistory } from "./router";
import { App } from "./ui/App";
import "./styles.css";

document.documentElement.lang = lang.value;
listenToHistory();
render(<App />, document.getElementById("app")!);
