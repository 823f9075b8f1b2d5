import Button, { type ButtonProps } from '@mui/material/Button';
import { useEffect, useRef, useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

/**
 * How to hand one field's early input to the form, or null when it has none: the field as the person left it, taken
 * before any is handed over, since each change re-renders the form, and a controlled field re-rendered before its own
 * turn would be set back to what the server rendered. Fields the script fills (read-only, disabled) are left alone.
 *
 * React's value tracker, set at hydration, already holds what is on screen, so an event alone is no change to it:
 * a text is set back to what was rendered through the tracker, then to the person's past it, and a box is set to the
 * other state and clicked.
 */
const earlyInputOf = (field: Element): (() => void) | null => {
  if (field instanceof HTMLSelectElement) {
    if (field.disabled || Array.from(field.options).every((option) => option.selected === option.defaultSelected)) {
      return null;
    }
    const { value } = field;
    return () => {
      field.value = value;
      // React reads a select's value from its change event, with no tracker.
      field.dispatchEvent(new Event('change', { bubbles: true }));
    };
  }
  if (
    !(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) ||
    field.disabled ||
    field.readOnly
  ) {
    return null;
  }
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
    const { checked } = field;
    // In a radio group, the one now checked carries the change; the one it unchecked follows from it.
    if (checked === field.defaultChecked || (field.type === 'radio' && !checked)) return null;
    return () => {
      field.checked = !checked;
      field.click();
    };
  }
  if (field.type === 'file' || field.value === field.defaultValue) return null;
  const { value: typed, defaultValue: rendered } = field;
  return () => {
    field.value = rendered;
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, typed);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  };
};

/**
 * What a person typed, chose or ticked in a server-rendered form before its script ran, handed to the form as the
 * changes they were. React leaves such input on screen but not in state (its replay, `enableHydrationChangeEvent`, is
 * off in stable builds), so a controlled field would submit what the server rendered and lose it at its next render.
 */
const replayEarlyInput = (form: HTMLFormElement) => {
  for (const replay of Array.from(form.elements, earlyInputOf)) replay?.();
};

/**
 * A form that may have been rendered by the server: its `ref` goes on the <form>, whose fields keep what was put in
 * them before hydration (fields in a Suspense boundary of their own hydrate later and are not seen).
 */
export const useHydratedForm = () => {
  const ref = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (ref.current) replayEarlyInput(ref.current);
  }, []);
  return { ref };
};

/**
 * A server-rendered form's submit button, disabled until the script has taken over: Enter cannot send the form as a
 * plain GET, with its fields in the address. A component of its own because the store's answer changes at hydration,
 * and React renders its user again at once, inside hydration's commit: the button, not the whole form (issue 8).
 */
export function SubmitButton({ disabled, ...props }: Omit<ButtonProps, 'type' | 'variant' | 'size'>) {
  const isHydrated = useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
  return <Button type="submit" variant="contained" size="large" disabled={disabled || !isHydrated} {...props} />;
}
