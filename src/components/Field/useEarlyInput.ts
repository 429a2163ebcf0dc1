import { useEffect, useEffectEvent, type RefObject } from 'react';

/** Field name -> what the visitor left in it: text, a chosen option, or a ticked box. */
export type EarlyInput = ReadonlyMap<string, string | boolean>;

/**
 * What a visitor typed, picked or ticked in a prerendered form before the app took the page over (a
 * slow phone, or the browser's autofill): the form's state never saw it, and its first re-render
 * would wipe it. Read once, on mount, by field name, and handed to the form to adopt
 * (docs/architecture.md "Forms before the app has taken over"). Later input reaches the form
 * through its change handlers.
 */
export function useEarlyInput(
  formRef: RefObject<HTMLFormElement | null>,
  adopt: (input: EarlyInput) => void,
) {
  const adoptOnce = useEffectEvent(adopt);
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const input = new Map<string, string | boolean>();
    for (const element of Array.from(form.elements)) {
      if (element instanceof HTMLInputElement && element.type === 'checkbox') {
        if (element.name && element.checked) input.set(element.name, true);
      } else if (
        element instanceof HTMLInputElement ||
        element instanceof HTMLTextAreaElement ||
        element instanceof HTMLSelectElement
      ) {
        if (element.name && element.value !== '') input.set(element.name, element.value);
      }
    }
    if (input.size > 0) adoptOnce(input);
  }, [formRef]);
}
