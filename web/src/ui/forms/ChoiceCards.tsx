// A choice among a few options shown as cards (a way to play, who votes): radio buttons underneath, so arrows move
// between them as in any group, and the `.choice-card` style. Each game draws a card's picture and words.
import type { ComponentChildren } from "preact";

export function ChoiceCards<T extends string>(props: {
  legend: string;
  /** Classes `${prefix}s` (the fieldset), `${prefix}-cards` (the grid) and `${prefix}-card` (each card). */
  prefix: string;
  choices: readonly T[];
  value: T;
  testid: (choice: T) => string;
  onChoose: (choice: T) => void;
  children: (choice: T) => ComponentChildren;
}) {
  return (
    <fieldset class={`field ${props.prefix}s`}>
      <legend>{props.legend}</legend>
      <div class={`${props.prefix}-cards`}>
        {props.choices.map((choice) => (
          <label class={`choice-card ${props.prefix}-card`} key={choice}>
            <input
              type="radio"
              name={props.prefix}
              value={choice}
              data-testid={props.testid(choice)}
              checked={props.value === choice}
              onChange={() => props.onChoose(choice)}
            />
            {props.children(choice)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
