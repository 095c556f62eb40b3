import { t } from "../i18n";
import { navigate, route } from "../router";
import { Header } from "./Header";
import { HomePage } from "./pages/HomePage";
import { ReplayPage } from "./pages/ReplayPage";
import { RoomPage } from "./pages/RoomPage";
import { ToastView } from "./Toast";

export function App() {
  const current = route.value;
  return (
    <div class="app">
      <Header />
      {current.name === "home" && <HomePage />}
      {current.name === "room" && <RoomPage code={current.code} key={current.code} />}
      {current.name === "game" && <ReplayPage id={current.id} key={current.id} />}
      {current.name === "not_found" && (
        <main class="page">
          <section class="card center">
            <p>{t("common.notFound")}</p>
            <button type="button" class="btn btn-primary" onClick={() => navigate("/")}>
              {t("common.backHome")}
            </button>
          </section>
        </main>
      )}
      <ToastView />
    </div>
  );
}
