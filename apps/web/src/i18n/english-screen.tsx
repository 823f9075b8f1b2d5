import { DEFAULT_LANGUAGE } from '@bridgehub/contract';
import { I18nProvider } from '@lingui/react';
import type { ComponentType } from 'react';
import { createI18n, loadEveryCatalog } from './i18n.ts';

const english = createI18n(DEFAULT_LANGUAGE);

/**
 * A screen not translated yet (the hub and the contacts pages), loaded with its code: drawn whole in English and marked
 * so (`lang`, `dir`) inside a page in another language, rather than in pieces of two languages. The fields and dialogs
 * it shares with translated screens read the English of every catalog, which their parts would otherwise load in the
 * page's language only.
 */
export const inEnglish =
  <Name extends string>(load: () => Promise<Record<Name, ComponentType>>, name: Name) =>
  async () => {
    const [module] = await Promise.all([load(), loadEveryCatalog(english)]);
    const Screen: ComponentType = module[name];
    // biome-ignore lint/correctness/noComponentHookFactories: made once per screen, when its lazy part first loads.
    const English = () => (
      <I18nProvider i18n={english}>
        <div lang={DEFAULT_LANGUAGE} dir="ltr">
          <Screen />
        </div>
      </I18nProvider>
    );
    return { [name]: English } as unknown as Record<Name, ComponentType>;
  };
