import { useCallback, useState } from 'react';

/**
 * A form's captcha answer ('' while unsolved) and a reset for after a submit: the server spends an answer once,
 * so the widget is remounted (through its key) for a fresh challenge. Kept apart from the widget so that a form
 * can load the widget lazily.
 */
export const useCaptcha = () => {
  const [token, setToken] = useState('');
  const [widgetKey, setWidgetKey] = useState(0);
  const reset = useCallback(() => {
    setToken('');
    setWidgetKey((key) => key + 1);
  }, []);
  return { token, setToken, widgetKey, reset };
};
