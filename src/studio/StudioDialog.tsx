import { useId, type ReactNode, type Ref } from "react";

interface Props {
  ref?: Ref<HTMLDialogElement>;
  title: string;
  /** A small dialog (a form of two fields) rather than a wide one (a grid to choose from). */
  narrow?: boolean;
  onClose?: () => void;
  children: ReactNode;
}

/**
 * The studio's dialogs: the platform's modal <dialog> (Escape closes it, the page behind is inert,
 * focus returns where it was), named by its heading, with a Close button that needs no script.
 */
export function StudioDialog({ ref, title, narrow = false, onClose, children }: Props) {
  const titleId = useId();
  return (
    <dialog ref={ref} className={narrow ? "picker picker-narrow" : "picker"} aria-labelledby={titleId} onClose={onClose}>
      <div className="picker-head">
        <h2 id={titleId}>{title}</h2>
        <form method="dialog">
          <button className="button">Close</button>
        </form>
      </div>
      {children}
    </dialog>
  );
}
