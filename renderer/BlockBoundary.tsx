'use client';

import { Component, type ReactNode } from 'react';

interface Props {
  contentType: string;
  entryId: string;
  /** In preview, the editor sees what failed in place of the block. */
  showReport: boolean;
  children: ReactNode;
}

/** Per-block error isolation: a block that fails to render is left out; the rest of the page renders. */
export class BlockBoundary extends Component<Props, { failed: boolean; message?: string }> {
  state = { failed: false, message: undefined as string | undefined };

  static getDerivedStateFromError(error: unknown) {
    return { failed: true, message: error instanceof Error ? error.message : String(error) };
  }

  componentDidCatch(error: unknown) {
    console.error(`Block ${this.props.contentType} ${this.props.entryId} failed to render`, error);
  }

  render() {
    if (!this.state.failed) return this.props.children;
    if (!this.props.showReport) return null;
    return (
      <div className="block-report" role="note">
        <strong>{this.props.contentType}</strong> {this.props.entryId}: failed to render ({this.state.message})
      </div>
    );
  }
}
