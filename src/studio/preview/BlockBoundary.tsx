import { Component, type ReactNode } from "react";

interface Props {
  /** Which block, for the message ("block 3, Hero"). */
  name: string;
  /** The block's value: a new one tries to draw again (the editor fixed what broke it). */
  value: unknown;
  children: ReactNode;
}

/**
 * Keeps one block that cannot be drawn (half filled in, with errors) from blanking the whole preview:
 * it says so in its place and the rest of the page stays.
 */
export class BlockBoundary extends Component<Props, { failed: boolean; for?: unknown }> {
  override state = { failed: false, for: undefined as unknown };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: { failed: boolean; for?: unknown }) {
    return props.value === state.for ? null : { failed: false, for: props.value };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div role="note" style={{ padding: 24, margin: 16, border: "2px dashed #b42318", color: "#b42318", fontFamily: "system-ui" }}>
        {this.props.name} cannot be drawn until its problems are fixed (see the form).
      </div>
    );
  }
}
