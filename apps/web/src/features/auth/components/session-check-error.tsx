import { useState } from 'react';
import { ErrorState } from '@/components/ui/error-state';
import { toErrorMessage } from '@/lib/api-client';
import { useAuth } from '../hooks/use-auth';

/**
 * What a signed-in-only page shows while the sign-in check fails (server or network down): the
 * visitor may well be signed in, so this is not the login page, and Try again checks once more.
 */
export function SessionCheckError() {
  const { checkError, recheck } = useAuth();
  // Only the visitor's own retry disables the button, not the checks made on their own meanwhile.
  const [isRetrying, setIsRetrying] = useState(false);

  return (
    <div className="px-4 py-12">
      <ErrorState
        message={toErrorMessage(checkError)}
        onRetry={() => {
          setIsRetrying(true);
          void recheck().finally(() => setIsRetrying(false));
        }}
        isRetrying={isRetrying}
      />
    </div>
  );
}
