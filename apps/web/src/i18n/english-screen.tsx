import { DEFAULT_LANGUAGE } from '@bridgehub/contract';
import { I18nProvider } from '@lingui/react';
import type { ComponentType } from 'react';
import type { CatalogName } from './catalogs.ts';
import { createI18n, loadCatalogs } from './i18n.ts';

const english = createI18n(DEFAULT_LANGUAGE);

/**
 * A screen not translated yet (the hub and the contacts pages), loaded with its code: drawn whole in English and marked
 * so (`lang`, `dir`) inside a page in another language, rather than in pieces of two languages. The fields it shares
 * with translated screens read the English of their catalogs.
 */
export const inEnglish =
  <Name extends string>(
    load: () => Promise<Record<Name, ComponentType>>,
    name: Name,
    catalogs: readonly CatalogName[],
  ) =>
  async () => {
    const [module] = await Promise.all([load(), loadCatalogs(english, ['shell', ...catalogs])]);
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
