import { t } from "../i18n";
import { navigate, route } from "../router";
import { Header } from "./Header";
import { lazyPage } from "./lazy";
import { HomePage } from "./pages/HomePage";
import { ToastView } from "./Toast";

// The home page is in the first script; a room's page (its session, the lobby, the sheets) and a finished game's
// page are fetched when first shown.
const RoomPage = lazyPage(() => import("./pages/RoomPage").then((module) => module.RoomPage));
const TablePage = lazyPage(() => import("./pages/TablePage").then((module) => module.TablePage));
const ReplayPage = lazyPage(() => import("./pages/ReplayPage").then((module) => module.ReplayPage));
const AdminPage = lazyPage(() => import("./pages/AdminPage").then((module) => module.AdminPage));

export function App() {
  const current = route.value;
  return (
    <div class="app">
      <Header />
      {current.name === "home" && <HomePage />}
      {current.name === "room" && <RoomPage code={current.code} key={current.code} />}
      {current.name === "table" && <TablePage code={current.code} key={current.code} />}
      {current.name === "game" && <ReplayPage id={current.id} key={current.id} />}
      {current.name === "admin" && <AdminPage />}
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
