// One step of a game's how-to-play: its picture, its title, its few sentences and the words of jargon it uses
// (folded unless asked for: they matter once the scores show, and would make the first reading long).
import { t } from "../../i18n";
import type { HelpSection } from "../../games/types";

export function HelpStep({
  section,
  heading: Heading = "h3",
  wordsOpen = false,
}: {
  section: HelpSection;
  heading?: "h3" | "h4";
  wordsOpen?: boolean;
}) {
  const { Picture } = section;
  return (
    <section class="help-step" data-testid={`help-step-${section.id}`}>
      <div class="help-pic">
        <Picture />
      </div>
      <Heading class="help-step-title">{t(section.title)}</Heading>
      <div class="help-text">
        {section.text.map((key) => (
          <p key={key}>{t(key)}</p>
        ))}
        {section.words && (
          <details class="help-words" open={wordsOpen} data-testid="help-words">
            <summary>{t("help.words")}</summary>
            <dl>
              {section.words.map(({ word, explain }) => (
                <div key={word}>
                  <dt>{t(word)}</dt>
                  <dd>{t(explain)}</dd>
                </div>
              ))}
            </dl>
          </details>
        )}
      </div>
    </section>
  );
}
