// The home page's Piccolino room: one option, the seconds a player has to flip before being flipped for.
import { useState } from "preact/hooks";
import { flipSecondsOption } from "./options";
import { errorMessage, t } from "../../i18n";
import { createRoom } from "../../net/api";
import { FlipSecondsField } from "./FlipSecondsField";
import { FLIP_SECONDS_DEFAULT } from "./protocol";
import { navigate } from "../../router";

export function PiccolinoCreate() {
  const [seconds, setSeconds] = useState(String(FLIP_SECONDS_DEFAULT));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const value = flipSecondsOption(seconds);

  const submit = async (e: Event) => {
    e.preventDefault();
    setError(null);
    if (value === null) return setError("flip_seconds");
    setBusy(true);
    const result = await createRoom({ game: "piccolino", options: { flip_seconds: value } });
    setBusy(false);
    if (result.ok) navigate(`/r/${encodeURIComponent(result.data.code)}`);
    else setError(result.code);
  };

  return (
    <>
      <h2>{t("picco.home.createTitle")}</h2>
      <form data-testid="create-piccolino-form" onSubmit={submit} class="form create-form-piccolino">
        <FlipSecondsField text={seconds} setText={setSeconds} />
        {error && (
          <p class="form-error" role="alert" data-code={error}>
            {error === "flip_seconds" ? t("picco.home.flipSecondsBad") : errorMessage(error)}
          </p>
        )}
        <button type="submit" class="btn btn-primary btn-big" data-testid="create-piccolino-submit" disabled={busy}>
          {busy ? t("home.creating") : t("home.submit")}
        </button>
      </form>
    </>
  );
}
