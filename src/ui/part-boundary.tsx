import { Component, type ReactNode } from 'react';
import { HydrateApart } from './hydrate-apart';

interface Props {
  /** What the part is, for the log. */
  name: string;
  /** Shown instead of the part when it fails (nothing by default: the rest of the page goes on). */
  fallback?: ReactNode;
  children: ReactNode;
}

/**
 * Lets one part of the chrome (spot tiles, greeting, cart counter, search, footer) fail alone: an
 * error while it renders is logged and the part is replaced by its fallback, never the whole page.
 * Each part also hydrates in a pass of its own.
 */
export class PartBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error(`[store] ${this.props.name} failed and is left out:`, error);
  }

  override render(): ReactNode {
    return this.state.failed ? (this.props.fallback ?? null) : <HydrateApart>{this.props.children}</HydrateApart>;
  }
}
