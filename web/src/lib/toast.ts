import { useSyncExternalStore } from 'react';

/** Failure toasts use a destructive style. */
export type ToastVariant = 'default' | 'destructive';

export interface ToastMessage {
  id: number;
  title: string;
  description?: string;
  variant: ToastVariant;
}

// One toast at a time (docs/PRODUCT.md#errors): a new toast replaces the one showing.
let current: ToastMessage | null = null;
let nextId = 1;
const listeners = new Set<() => void>();

const emit = () => listeners.forEach((l) => l());

export function toast(message: { title: string; description?: string; variant?: ToastVariant }) {
  current = { id: nextId++, variant: 'default', ...message };
  emit();
}

export function dismissToast(id?: number) {
  if (current && (id === undefined || current.id === id)) {
    current = null;
    emit();
  }
}

export function useCurrentToast(): ToastMessage | null {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => current,
    () => null,
  );
}
