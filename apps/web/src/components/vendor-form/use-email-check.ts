import { isValidEmail, messages } from '@bridgehub/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { searchVendorEmailQuery } from '../../api/vendor.ts';
import { useTranslated } from '../../i18n/translated.ts';
import { toast } from '../../lib/toast.ts';

/**
 * §5 e-mail blur rule: an invalid value toasts 'Email is invalid' and shows 'Please enter a valid email address';
 * otherwise the e-mail search runs and a successful answer flags 'Email already in use'. `isSearched` false keeps the
 * format rule and skips the search (the hub's own organization e-mail is always "in use").
 */
export function useEmailCheck({ isSearched = true }: { isSearched?: boolean } = {}) {
  const queryClient = useQueryClient();
  const [helper, setHelper] = useState<string | null>(null);
  const latest = useRef('');
  const translate = useTranslated();

  const check = useCallback(
    async (raw: string) => {
      const email = raw.trim();
      latest.current = email;
      if (!isValidEmail(email)) {
        toast.error(translate(messages.emailInvalidToast), { id: `email-invalid-${email}` });
        setHelper(messages.emailInvalid);
        return;
      }
      setHelper(null);
      if (email === '' || !isSearched) return;
      try {
        const inUse = await queryClient.fetchQuery(searchVendorEmailQuery(email));
        if (latest.current === email) setHelper(inUse ? messages.emailInUse : null);
      } catch (error) {
        console.warn('[email-search]', error);
      }
    },
    [queryClient, isSearched, translate],
  );

  const clear = useCallback(() => {
    latest.current = '';
    setHelper(null);
  }, []);

  return { helper, check, clear };
}
