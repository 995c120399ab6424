import { create } from 'zustand';

export type ToastTone = 'info' | 'success' | 'error' | 'warning';

export interface ToastMessage {
  id: number;
  text: string;
  tone: ToastTone;
  /** How long it stays, in milliseconds. */
  duration: number;
}

interface ToastState {
  toasts: ToastMessage[];
  show: (text: string, options?: { tone?: ToastTone; duration?: number }) => number;
  dismiss: (id: number) => void;
}

let nextId = 1;

export const useToastStore = create<ToastState>((set) => ({
  toasts: [],
  show: (text, { tone = 'info', duration = 5000 } = {}) => {
    const id = nextId++;
    set((state) => ({ toasts: [...state.toasts, { id, text, tone, duration }] }));
    return id;
  },
  dismiss: (id) => {
    shown.delete(id);
    waiting.delete(id);
    set((state) => ({ toasts: state.toasts.filter((t) => t.id !== id) }));
  },
}));

// The toast region's code loads beside the page, so a toast raised while the page is still loading (an
// answer that says the session has ended) reaches the screen later than it was raised, a second or more on
// a busy phone; whatever is timed from the shopper having read it waits for it to be on screen.
const shown = new Set<number>();
const waiting = new Map<number, () => void>();

/** The toast region has drawn this toast. */
export function markShown(id: number): void {
  shown.add(id);
  waiting.get(id)?.();
  waiting.delete(id);
}

/** Calls `then` once the toast is on screen (at once if it already is); one call waits for a toast at most. */
export function whenShown(id: number, then: () => void): void {
  if (shown.has(id)) then();
  else waiting.set(id, then);
}

/** Shows a toast from anywhere (API layer hooks, event handlers). */
export const toast = {
  info: (text: string, duration?: number) => useToastStore.getState().show(text, { tone: 'info', duration }),
  success: (text: string, duration?: number) => useToastStore.getState().show(text, { tone: 'success', duration }),
  error: (text: string, duration?: number) => useToastStore.getState().show(text, { tone: 'error', duration }),
  warning: (text: string, duration?: number) => useToastStore.getState().show(text, { tone: 'warning', duration }),
};
