import { useSyncExternalStore } from 'react';

/** How a dialog was closed without an answer (spec §4). */
export type DismissReason = 'cancel' | 'backdrop' | 'close' | 'esc' | 'timer';

/** The spec's dialog result (§3), as SweetAlert answers it. */
export interface DialogResult<V = unknown> {
  isConfirmed: boolean;
  isDenied: boolean;
  isDismissed: boolean;
  /** The input's value (or true) on confirm, false on deny, absent when dismissed. */
  value?: V;
  dismiss?: DismissReason;
}

export type DialogIcon = 'success' | 'error' | 'warning' | 'info' | 'question';
export type DialogInput = 'text' | 'email' | 'url' | 'password' | 'number' | 'textarea';

export interface DialogOptions {
  title?: string;
  /** One paragraph, or several (an API error's messages). */
  text?: string | string[];
  icon?: DialogIcon;
  /** Spec §9: light unless asked otherwise (API alerts are dark). */
  theme?: 'light' | 'dark';
  /** CSS width; spec §9 default 32em. */
  width?: string;
  showConfirmButton?: boolean;
  showDenyButton?: boolean;
  showCancelButton?: boolean;
  showCloseButton?: boolean;
  /** Default texts are the translated OK, No and Cancel. */
  confirmButtonText?: string;
  denyButtonText?: string;
  cancelButtonText?: string;
  input?: DialogInput;
  inputLabel?: string;
  inputPlaceholder?: string;
  inputValue?: string;
  /** Answers a message to keep the dialog open, or null to accept the value. */
  inputValidator?: (value: string) => string | null | Promise<string | null>;
  /** Milliseconds before it closes on its own (dismiss reason `timer`). */
  timer?: number;
  allowOutsideClick?: boolean;
  allowEscapeKey?: boolean;
}

/** Spec §9 defaults. */
export const DIALOG_DEFAULTS = {
  theme: 'light',
  width: '32em',
} as const;

export interface PendingDialog {
  id: number;
  options: DialogOptions;
  resolve: (result: DialogResult) => void;
}

let queue: readonly PendingDialog[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function publish(next: readonly PendingDialog[]): void {
  queue = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function getCurrent(): PendingDialog | null {
  return queue[0] ?? null;
}

/** The dialog on screen now; the next ones wait their turn. */
export function useCurrentDialog(): PendingDialog | null {
  return useSyncExternalStore(subscribe, getCurrent, getCurrent);
}

/** Settles the current dialog and shows the next one, if any. */
export function settleDialog(id: number, result: DialogResult): void {
  const pending = queue.find((item) => item.id === id);
  if (!pending) return;
  publish(queue.filter((item) => item.id !== id));
  pending.resolve(result);
}

export function confirmed<V>(value: V): DialogResult<V> {
  return { isConfirmed: true, isDenied: false, isDismissed: false, value };
}

export function denied(): DialogResult<false> {
  return { isConfirmed: false, isDenied: true, isDismissed: false, value: false };
}

export function dismissed(reason?: DismissReason): DialogResult<never> {
  return { isConfirmed: false, isDenied: false, isDismissed: true, dismiss: reason };
}

/** Imperative dialogs, usable from anywhere (also outside React). */
export const dialog = {
  fire(options: DialogOptions): Promise<DialogResult> {
    return new Promise((resolve) => {
      publish([...queue, { id: nextId++, options, resolve }]);
    });
  },
  /** Closes the dialog on screen as dismissed, with no reason (like `Swal.close()`). */
  close(): void {
    const current = getCurrent();
    if (current) settleDialog(current.id, dismissed());
  },
  isOpen(): boolean {
    return getCurrent() !== null;
  },
};
