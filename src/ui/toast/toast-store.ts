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
  dismiss: (id) => set((state) => ({ toasts: state.toasts.filter((t) => t.id !== id) })),
}));

/** Shows a toast from anywhere (API layer hooks, event handlers). */
export const toast = {
  info: (text: string, duration?: number) => useToastStore.getState().show(text, { tone: 'info', duration }),
  success: (text: string, duration?: number) => useToastStore.getState().show(text, { tone: 'success', duration }),
  error: (text: string, duration?: number) => useToastStore.getState().show(text, { tone: 'error', duration }),
  warning: (text: string, duration?: number) => useToastStore.getState().show(text, { tone: 'warning', duration }),
};
