// A step that cannot be taken back, confirmed first: what follows, then the safe choice, which has the focus, and
// the one that goes ahead. The dialog gives the focus back to the button that opened it (Modal).
import type { ComponentChildren } from "preact";
import { Modal } from "./Modal";

export function ConfirmDialog(props: {
  title: string;
  /** The safe choice's words (it closes the dialog, as Escape does) and the step's. */
  cancel: string;
  confirm: string;
  onCancel: () => void;
  onConfirm: () => void;
  /** The test ids of the dialog and of its two buttons. */
  testids: { dialog: string; cancel: string; confirm: string };
  /** The game's layout of what follows. */
  class?: string;
  /** What follows the step. */
  children: ComponentChildren;
}) {
  return (
    <Modal
      title={props.title}
      onClose={props.onCancel}
      testid={props.testids.dialog}
      class={props.class ? `confirm-dialog ${props.class}` : "confirm-dialog"}
    >
      {props.children}
      <div class="confirm-choices">
        <button
          type="button"
          class="btn btn-secondary"
          data-autofocus
          data-testid={props.testids.cancel}
          onClick={props.onCancel}
        >
          {props.cancel}
        </button>
        <button type="button" class="btn btn-primary" data-testid={props.testids.confirm} onClick={props.onConfirm}>
          {props.confirm}
        </button>
      </div>
    </Modal>
  );
}
