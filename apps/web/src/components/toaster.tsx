import { TOAST_DURATION_MS, TOAST_LIMIT } from '@bridgehub/contract';
import { useEffect } from 'react';
import { Toaster as HotToaster, toast, useToasterStore } from 'react-hot-toast';

/**
 * §9: at most 20 toasts at once; 4 s for blank and error, 2 s for success; loading stays until changed.
 * react-hot-toast announces each toast, errors included, through its own role="status" polite live region.
 */
export default function Toaster() {
  const { toasts } = useToasterStore();

  // The library's own store limit is 20 as well; this keeps §9 true should that default ever change.
  useEffect(() => {
    for (const extra of toasts.filter((item) => item.visible).slice(TOAST_LIMIT)) toast.dismiss(extra.id);
  }, [toasts]);

  return (
    <HotToaster
      position="top-center"
      containerStyle={{ top: 72 }}
      toastOptions={{
        duration: TOAST_DURATION_MS.blank,
        style: { fontSize: '1rem', color: '#1a1c1e', maxWidth: 480 },
        blank: { duration: TOAST_DURATION_MS.blank },
        success: { duration: TOAST_DURATION_MS.success },
        error: { duration: TOAST_DURATION_MS.error },
        loading: { duration: Number.POSITIVE_INFINITY },
      }}
    />
  );
}
