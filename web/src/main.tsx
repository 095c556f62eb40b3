import { render } from "preact";
// The shared look first: each game's own styles (imported by its folder's index.tsx) come after it.
import "./styles.css";
import { lang } from "./i18n";
import { listenToHistory } from "./router";
import { App } from "./ui/App";

document.documentElement.lang = lang.value;
listenToHistory();
render(<App />, document.getElementById("app")!);
