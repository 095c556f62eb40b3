import { lang, setLang, t } from "../i18n";
import { navigate } from "../router";
import { headerConn } from "../store/session";

export function Header() {
  const conn = headerConn.value;
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
          <span class="conn" data-testid="conn-status" data-state={conn} title={t(`conn.${conn}`)}>
            <span class={`conn-dot conn-${conn}`} aria-hidden="true" />
            <span class="conn-text">{t(`conn.${conn}`)}</span>
          </span>
        )}
        <button
          type="button"
          class="lang-switch"
          data-testid="lang-switch"
          aria-label={t("lang.switchLabel")}
          onClick={() => setLang(lang.value === "en" ? "fr" : "en")}
        >
          {t("lang.switch")}
        </button>
      </div>
    </header>
  );
}
