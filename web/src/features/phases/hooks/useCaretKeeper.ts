import { useLayoutEffect, useRef, type RefObject } from 'react';
import { textChange } from '@fit/events/phase-doc/doc';

type TextControl = HTMLInputElement | HTMLTextAreaElement;

/**
 * Keeps the caret and selection where the person left them when a teammate's edit changes
 * the field's value: positions after the changed run shift by its length, those before stay.
 * (Setting a control's value programmatically would otherwise put the caret at the end.)
 * The person's own typing is recognised by the control already holding the new value.
 */
export function useCaretKeeper(ref: RefObject<TextControl | null>, value: string) {
  const selection = useRef<{ from: string; start: number; end: number } | null>(null);
  const el = ref.current;
  // Read during render: React is about to replace the value, and with it the selection.
  if (el && el.value !== value && typeof document !== 'undefined' && document.activeElement === el) {
    selection.current = { from: el.value, start: el.selectionStart ?? 0, end: el.selectionEnd ?? 0 };
  }
  useLayoutEffect(() => {
    const saved = selection.current;
    selection.current = null;
    const node = ref.current;
    if (!saved || !node || document.activeElement !== node) return;
    const { index, remove, insert } = textChange(saved.from, value);
    const map = (pos: number) => (pos <= index ? pos : Math.max(index + insert.length, pos - remove + insert.length));
    node.setSelectionRange(map(saved.start), map(saved.end));
  }, [ref, value]);
}
