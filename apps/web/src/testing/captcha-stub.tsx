import type { AltchaWidgetProps } from '../components/captcha/altcha-widget.tsx';

/** The ALTCHA checkbox as a person meets it, solved at once, in the widget's place (see setup.ts). */
export function AltchaWidget({ onChange }: AltchaWidgetProps) {
  return (
    <label>
      <input type="checkbox" onChange={(event) => onChange(event.target.checked ? 'solved-captcha' : '')} />
      I'm not a robot
    </label>
  );
}
