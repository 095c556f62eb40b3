import { lang, setLang, t } from "../i18n";
import { navigate } from "../router";
import { headerConn } from "../store/headerConn";
import { showError } from "../store/toast";
import { ChatSlot } from "./chat/ChatSlot";
import { HelpSlot } from "./help/HelpButton";
import { SoundToggle } from "./moments/SoundToggle";

export function Header() {
  const conn = headerConn.value;
  const other = lang.value === "en" ? "fr" : "en";
  return (
    <header class="app-header">
      <a
        class="brand"
        href="/"
        onClick={(e) => {
          e.preventDefault();
          navigate("/");
        }}
      >
        <span class="brand-mark" aria-hidden="true">
          ✎
        </span>
        <span class="brand-name">{t("app.name")}</span>
      </a>
      <div class="header-tools">
        {conn && (
          <span class="conn" role="status" data-testid="conn-status" data-state={conn} title={t(`conn.${conn}`)}>
            <span class={`conn-dot conn-${conn}`} aria-hidden="true" />
            <span class="conn-text">{t(`conn.${conn}`)}</span>
          </span>
        )}
        <ChatSlot />
        <HelpSlot />
        <SoundToggle />
        <button
          type="button"
          class="lang-switch"
          data-testid="lang-switch"
          // Its name starts with the text it shows ("FR : passer en français"), in the language it switches to.
          aria-label={t("lang.switchLabel")}
          lang={other}
          onClick={() => setLang(other).catch(() => showError("network"))}
        >
          {t("lang.switch")}
        </button>
      </div>
    </header>
  );
}
